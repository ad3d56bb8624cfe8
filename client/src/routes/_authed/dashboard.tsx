import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ApplicationsPanel } from '../../components/dashboard/applications-panel';
import { StatCards } from '../../components/dashboard/stat-cards';
import { WelcomeBanner } from '../../components/dashboard/welcome-banner';
import { RecentDocuments } from '../../components/documents/recent-documents';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

// Most visits are by people who finished onboarding: the modal's code (and the profile form's
// rules) is fetched only when it is needed.
const OnboardingModal = lazy(() =>
  import('../../components/onboarding/onboarding-modal').then((m) => ({ default: m.OnboardingModal })),
);

export const Route = createFileRoute('/_authed/dashboard')({
  component: DashboardPage,
});

/**
 * Spec 02 §2 /dashboard: welcome banner, stat cards, the applications (issue 30) and the recent
 * documents, with the onboarding modal over them until onboarding is completed.
 */
function DashboardPage() {
  useDocumentTitle('Dashboard – JobPadi');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid gap-8">
      <WelcomeBanner user={user} />
      <StatCards user={user} />
      {/* Applications need a proven address (like /generate); until then the banner asks for it. */}
      {user.emailVerified ? <ApplicationsPanel /> : null}
      <RecentDocuments />
      {user.onboardingCompleted ? null : (
        <Suspense fallback={null}>
          <OnboardingModal user={user} />
        </Suspense>
      )}
    </div>
  );
}
