import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '../../components/shell/coming-next';

// Placeholder until the Generate screen is built (spec 02 §2).
export const Route = createFileRoute('/_authed/generate')({
  // Generating spends credits, so it is the area that needs a proven address.
  staticData: { requireVerified: true },
  component: () => (
    <ComingNext
      title="Generate"
      description="Create a tailored cover letter and an optimized resume for a job."
    />
  ),
});
