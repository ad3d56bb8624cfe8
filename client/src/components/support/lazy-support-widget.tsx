import { lazy, Suspense } from 'react';

// The widget's code (dialog, socket, composer) loads after the page, so no page grows by it.
const SupportWidget = lazy(() => import('./support-widget'));

export function LazySupportWidget({ userId, announceAgents }: { userId: string; announceAgents: boolean }) {
  return (
    <Suspense fallback={null}>
      <SupportWidget userId={userId} announceAgents={announceAgents} />
    </Suspense>
  );
}
