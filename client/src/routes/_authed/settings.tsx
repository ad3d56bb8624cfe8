import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '../../components/shell/coming-next';

// Placeholder until the Account Settings screen is built (spec 02 §2).
export const Route = createFileRoute('/_authed/settings')({
  component: () => (
    <ComingNext title="Account Settings" description="Notifications, language, time zone and your data." />
  ),
});
