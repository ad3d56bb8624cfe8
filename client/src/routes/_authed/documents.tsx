import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '../../components/shell/coming-next';

// Placeholder until the My Documents screen is built (spec 02 §2).
export const Route = createFileRoute('/_authed/documents')({
  component: () => (
    <ComingNext
      title="My Documents"
      description="Your generated cover letters and resumes, ready to edit and download."
    />
  ),
});
