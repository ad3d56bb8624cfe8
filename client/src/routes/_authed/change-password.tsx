import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../components/account/change-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('/_authed/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  useDocumentTitle('Change Password – JobPadi');
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Change Password
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Use a password you don&rsquo;t use anywhere else.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <ChangePasswordForm />
      </div>
    </div>
  );
}
