import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../components/account/change-password-form';
import { SetPasswordPanel } from '../../components/account/set-password-panel';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/change-password')({
  component: ChangePasswordPage,
});

/** Spec 02 §2 /change-password; an account without a password is offered to set one instead. */
function ChangePasswordPage() {
  const { user } = useAuth();
  const withoutPassword = user ? !user.hasPassword : false;
  const title = withoutPassword ? 'Set a Password' : 'Change Password';
  useDocumentTitle(`${title} – JobPadi`);
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {withoutPassword
          ? 'Add a password to sign in with it as well as with codes and links.'
          : 'Use a password you don’t use anywhere else.'}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {user && withoutPassword ? <SetPasswordPanel user={user} /> : <ChangePasswordForm />}
      </div>
    </div>
  );
}
