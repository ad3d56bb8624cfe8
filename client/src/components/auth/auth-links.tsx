import { Link } from '@tanstack/react-router';
import { type ButtonVariant, buttonClass } from '../button-styles';

/** 'Go to Home Page', the last way out of an account result screen. */
export function HomePageLink({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  return (
    <Link to="/" className={buttonClass({ variant, size: 'lg' })}>
      Go to Home Page
    </Link>
  );
}

/** The way out of every account result screen: back to sign-in, or home. */
export function HomeAndLogin({ loginLabel = 'Back to Login' }: { loginLabel?: string }) {
  return (
    <div className="grid gap-3">
      <Link to="/login" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        {loginLabel}
      </Link>
      <HomePageLink variant="ghost" />
    </div>
  );
}
