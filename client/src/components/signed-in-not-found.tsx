import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { buttonClass } from './button-styles';
import { FullScreenSpinner } from './full-screen-spinner';
import { NotFoundMessage } from './not-found-message';
import { AppShell } from './shell/app-shell';
import { withApi } from './with-api';

/** Signed in: the 404 inside the product's shell (header, navigation), with a way back to the dashboard. */
export const SignedInNotFound = withApi(function SignedInNotFound() {
  const { user } = useAuth();
  if (!user) return <FullScreenSpinner />;
  return (
    <AppShell user={user}>
      <div className="flex justify-center py-16">
        <NotFoundMessage>
          <Link to="/dashboard" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to dashboard
          </Link>
        </NotFoundMessage>
      </div>
    </AppShell>
  );
});
