import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth/auth-layout';
import { RegisterForm } from '../components/auth/register-form';
import { SignUpVerifyDialog, useSignUpVerification } from '../components/auth/sign-up-verification';
import { BackLink } from '../components/back-link';
import { NoticeAlert } from '../components/form/notice-alert';
import { withApi } from '../components/with-api';
import { DELAYS } from '../lib/auth-copy';
import type { Notice } from '../lib/login-params';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/register')({
  component: withApi(RegisterPage),
});

/** Spec 01 §2.6: sign up, verify in the dialog, then on to sign-in after 2 s. */
function RegisterPage() {
  useDocumentTitle('Sign up – JobPadi');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const signUp = useSignUpVerification(
    setNotice,
    () => void navigate({ to: '/login' }),
    DELAYS.afterRegisterVerification,
  );

  return (
    <AuthLayout>
      <AuthCard>
        <NoticeAlert notice={notice} className="mb-5" />
        <AuthHeading title="Create your account" subtitle="Start free: 2 cover letters and 1 resume on us." />
        <RegisterForm onRegistered={signUp.onRegistered} />
        <div className="mt-6 flex flex-col-reverse items-center gap-3 text-sm sm:flex-row sm:justify-between">
          <BackLink
            to="/"
            className="inline-flex items-center gap-1 rounded font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            Back to Home
          </BackLink>
          <span className="text-slate-600 dark:text-slate-400">
            Have an account?{' '}
            <Link
              to="/login"
              className="rounded font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
            >
              Sign in
            </Link>
          </span>
        </div>
      </AuthCard>
      <SignUpVerifyDialog signUp={signUp} />
    </AuthLayout>
  );
}
