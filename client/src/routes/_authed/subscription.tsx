import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '../../components/shell/coming-next';

// Placeholder until the Subscription screen is built (spec 02 §2).
export const Route = createFileRoute('/_authed/subscription')({
  component: () => <ComingNext title="Subscription" description="Your plan, your usage and plan changes." />,
});
