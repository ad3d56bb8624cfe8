import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { AUTH_COPY, DELAYS } from '../../lib/auth-copy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLater } from '../../lib/use-later';
import { buttonClass } from '../button-styles';
import { AuthCard, AuthLayout } from './auth-layout';
import { HomeAndLogin, HomePageLink } from './auth-links';
import { type LinkOutcome, LinkVerification } from './link-verification';
import { StatusPanel } from './status-panel';
import { VerifyCodeForm } from './verify-code-form';

const INVALID_LINK = 'Invalid verification link. Please check your email for the correct verification link.';

/** Spec 01 §2.8: /verify-email?token=&email=, also where the guard sends unverified users. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email – JobPadi');
  const { token, email: emailParam } = useSearch({ from: '/verify-email' });
  const auth = useAuth();
  const navigate = useNavigate();
  const later = useLater();
  const [verified, setVerified] = useState<LinkOutcome | null>(null);
  const email = emailParam ?? auth.user?.email ?? null;
  const signedIn = auth.status === 'authenticated';
  // Read when the redirect fires: the session check may still be running when the link answers.
  const signedInNow = useRef(signedIn);
  signedInNow.current = signedIn;

  const onVerified = (outcome: LinkOutcome) => {
    setVerified(outcome);
    // A signed-in user's stored profile still says unverified; the guard reads it.
    if (signedInNow.current) void auth.refresh();
    later(
      () =>
        void (outcome.alreadyVerified && signedInNow.current
          ? navigate({ to: '/dashboard' })
          : navigate({
              to: '/login',
              search: {
                message: outcome.alreadyVerified
                  ? AUTH_COPY.alreadyVerifiedLoginMessage
                  : AUTH_COPY.verifiedLoginMessage,
              },
            })),
      DELAYS.afterEmailVerification,
    );
  };

  return (
    <AuthLayout>
      <AuthCard>
        {verified?.alreadyVerified ? (
          // The link opened after the code (or a sign-in) had proved the address: nothing failed.
          <StatusPanel
            state="success"
            title="Email Already Verified"
            actions={<AlreadyVerifiedActions signedIn={signedIn} />}
          >
            {AUTH_COPY.alreadyVerified}{' '}
            {signedIn ? 'Taking you to your dashboard...' : 'You can sign in now.'}
          </StatusPanel>
        ) : verified ? (
          <StatusPanel state="success" title="Email Verified!" actions={<VerifiedActions />}>
            {verified.message}
          </StatusPanel>
        ) : token ? (
          <LinkVerification token={token} email={email} onVerified={onVerified} />
        ) : email ? (
          <div className="grid gap-5">
            <StatusPanel state="info" title="Verify Your Email">
              Verification link is missing or invalid. You can resend the verification email to{' '}
              <strong className="text-slate-900 dark:text-white">{email}</strong>, or enter the 6-digit code
              from it below.
            </StatusPanel>
            <VerifyCodeForm
              email={email}
              onVerified={() =>
                onVerified({ message: AUTH_COPY.emailVerifiedSignIn, alreadyVerified: false })
              }
            />
            <HomeAndLogin />
          </div>
        ) : (
          <StatusPanel state="error" title="Verification Failed" actions={<HomeAndLogin />}>
            {INVALID_LINK}
          </StatusPanel>
        )}
      </AuthCard>
    </AuthLayout>
  );
}

function VerifiedActions() {
  return (
    <>
      <Link
        to="/login"
        search={{ message: AUTH_COPY.verifiedLoginMessage }}
        className={buttonClass({ size: 'lg' })}
      >
        Continue to Login
      </Link>
      <HomePageLink />
    </>
  );
}

function AlreadyVerifiedActions({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {signedIn ? (
        <Link to="/dashboard" className={buttonClass({ size: 'lg' })}>
          Continue to Dashboard
        </Link>
      ) : (
        <Link
          to="/login"
          search={{ message: AUTH_COPY.alreadyVerifiedLoginMessage }}
          className={buttonClass({ size: 'lg' })}
        >
          Continue to Login
        </Link>
      )}
      <HomePageLink />
    </>
  );
}
