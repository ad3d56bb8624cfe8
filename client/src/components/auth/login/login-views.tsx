import type { ReactNode } from 'react';
import { FALLBACKS } from '../../../lib/api-error';
import type { LoginTab } from '../../../lib/login-params';
import { AuthHeading, PRODUCT_TAGLINE } from '../auth-layout';
import { RegisterForm } from '../register-form';
import { GoogleButton, OrDivider } from './google-button';
import { LoginTabs } from './login-tabs';
import type { PasswordLoginProps } from './password-login-form';

const GOOGLE_REGISTER_FALLBACK = 'Failed to initialize Google registration';

/** A text-style button that switches the page's mode ('Sign up', 'Sign in'). */
export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
    >
      {children}
    </button>
  );
}

export function ModeFooter({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

export function LoginView({
  tab,
  onTabChange,
  onSignUp,
  ...passwordProps
}: PasswordLoginProps & { tab: LoginTab; onTabChange: (tab: LoginTab) => void; onSignUp: () => void }) {
  return (
    <>
      <AuthHeading
        title="Welcome back"
        subtitle={
          <>
            Sign in to your account
            <span className="mt-1 block text-xs text-slate-500 lg:hidden dark:text-slate-400">
              JobPadi, {PRODUCT_TAGLINE}
            </span>
          </>
        }
      />
      <LoginTabs tab={tab} onTabChange={onTabChange} {...passwordProps} />
      <div className="mt-5 grid gap-5">
        <OrDivider />
        <GoogleButton label="Continue with Google" fallback={FALLBACKS.googleLogin} />
      </div>
      <ModeFooter>
        Don&rsquo;t have an account? <ModeLink onClick={onSignUp}>Sign up</ModeLink>
      </ModeFooter>
    </>
  );
}

export function RegisterView({
  onRegistered,
  onSignIn,
}: {
  onRegistered: (email: string) => void;
  onSignIn: () => void;
}) {
  return (
    <>
      <AuthHeading title="Create your account" subtitle="Start free: 2 cover letters and 1 resume on us." />
      <RegisterForm onRegistered={onRegistered} />
      <div className="mt-5 grid gap-5">
        <OrDivider />
        <GoogleButton label="Sign up with Google" fallback={GOOGLE_REGISTER_FALLBACK} />
      </div>
      <ModeFooter>
        Already have an account? <ModeLink onClick={onSignIn}>Sign in</ModeLink>
      </ModeFooter>
    </>
  );
}
