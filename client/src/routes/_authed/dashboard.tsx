import { createFileRoute } from '@tanstack/react-router';
import { StatCards } from '../../components/dashboard/stat-cards';
import { WelcomeBanner } from '../../components/dashboard/welcome-banner';
import { RecentDocuments } from '../../components/documents/recent-documents';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/dashboard')({
  component: DashboardPage,
});

/** Spec 02 §2 /dashboard: welcome banner, stat cards and the recent documents (onboarding comes later). */
function DashboardPage() {
  useDocumentTitle('Dashboard – JobPadi');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid gap-8">
      <WelcomeBanner user={user} />
      <StatCards user={user} />
      <RecentDocuments />
    </div>
  );
}
