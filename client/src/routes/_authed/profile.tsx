import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '../../components/shell/coming-next';

// Placeholder until the Edit Profile screen is built (spec 02 §2).
export const Route = createFileRoute('/_authed/profile')({
  component: () => <ComingNext title="Edit Profile" description="Your name, e-mail and profile photo." />,
});
