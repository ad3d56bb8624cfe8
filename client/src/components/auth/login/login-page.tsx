import type { AuthSuccess } from '@app/shared/auth/user';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { AUTH_COPY, DELAYS } from '../../../lib/auth-copy';
import { type LoginMode, type Notice, parseLoginParams } from '../../../lib/login-params';
import { DEFAULT_AFTER_LOGIN, safeSessionStorage, takeReturnPath } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLater } from '../../../lib/use-later';
import { NoticeAlert } from '../../form/notice-alert';
import { AuthCard, AuthLayout } from '../auth-layout';
import { ForgotPasswordPanel } from '../forgot-password-panel';
import { SignUpVerifyDialog, useSignUpVerification } from '../sign-up-verification';
import { LoginView, ModeFooter, ModeLink, RegisterView } from './login-views';
import { VerificationRequired } from './verification-required';

/** The combined sign-in page (spec 01 §2.5): login, register and forgot-password modes. */
export function LoginPage() {
  const search = useSearch({ from: '/login' });
  // Read once: the address bar is cleaned right after, and the page keeps what it was given.
  const [params] = useState(() => parseLoginParams(search));
  const [mode, setMode] = useState<LoginMode>(params.mode);
  const [tab, setTab] = useState(params.tab);
  const [resetToken, setResetToken] = useState(params.resetToken);
  const [notice, setNotice] = useState<Notice | null>(params.notice);
  const [pendingVerification, setPendingVerification] = useState<{ email: string; message: string } | null>(
    null,
  );
  const [signingIn, setSigningIn] = useState(false);
  const auth = useAuth();
  const navigate = useNavigate();
  const later = useLater();
  // Verified by code: say so, then back to the login form after 1.5 s (spec 01 §9).
  const signUp = useSignUpVerification(
    setNotice,
    () => {
      setPendingVerification(null);
      setMode('login');
    },
    DELAYS.afterDialogVerification,
  );
  useDocumentTitle(mode === 'register' ? 'Sign up – JobPadi' : 'Sign in – JobPadi');

  const goOn = useCallback(
    () => navigate({ href: takeReturnPath(safeSessionStorage()) ?? DEFAULT_AFTER_LOGIN }),
    [navigate],
  );

  useEffect(() => {
    if (params.hasParams) void navigate({ to: '/login', search: {}, replace: true });
  }, [params.hasParams, navigate]);

  // auth=success: the server set the session during a redirect; ask again after 1 s.
  useEffect(() => {
    if (!params.recheckSession) return;
    later(async () => {
      if (!(await auth.refresh())) return;
      setSigningIn(true);
      void goOn();
    }, DELAYS.recheckSession);
  }, [params.recheckSession, later, auth.refresh, goOn]);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (auth.status === 'authenticated' && !signingIn && !params.recheckSession) void goOn();
  }, [auth.status, signingIn, params.recheckSession, goOn]);

  const switchMode = (next: LoginMode) => {
    setNotice(null);
    setPendingVerification(null);
    if (next !== 'forgot-password') setResetToken(null);
    setMode(next);
  };

  const onSignedIn = (result: AuthSuccess) => {
    setSigningIn(true);
    auth.login(result);
    setNotice({ tone: 'success', text: AUTH_COPY.loginSuccess });
    later(goOn, DELAYS.afterLogin);
  };

  return (
    <AuthLayout>
      <AuthCard>
        <NoticeAlert notice={notice} className="mb-5" />
        {pendingVerification ? (
          <VerificationRequired
            {...pendingVerification}
            onBack={() => switchMode('login')}
            onVerified={signUp.onVerified}
          />
        ) : mode === 'forgot-password' ? (
          <>
            <ForgotPasswordPanel token={resetToken} onBackToLogin={() => switchMode('login')} />
            <ModeFooter>
              Remembered it? <ModeLink onClick={() => switchMode('login')}>Sign in</ModeLink>
            </ModeFooter>
          </>
        ) : mode === 'register' ? (
          <RegisterView onSignIn={() => switchMode('login')} onRegistered={signUp.onRegistered} />
        ) : (
          <LoginView
            tab={tab}
            onTabChange={setTab}
            disabled={signingIn}
            onSignedIn={onSignedIn}
            onRequiresVerification={(email, message) => {
              setNotice(null);
              setPendingVerification({ email, message });
            }}
            onForgotPassword={() => switchMode('forgot-password')}
            onSignUp={() => switchMode('register')}
          />
        )}
      </AuthCard>
      <SignUpVerifyDialog signUp={signUp} />
    </AuthLayout>
  );
}
