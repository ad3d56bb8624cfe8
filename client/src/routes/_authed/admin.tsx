import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '../../components/shell/coming-next';

// Placeholder until the Admin Dashboard screen is built (spec 02 §2).
export const Route = createFileRoute('/_authed/admin')({
  component: () => (
    <ComingNext title="Admin Dashboard" description="AI providers, prompts, users and analytics." />
  ),
});
