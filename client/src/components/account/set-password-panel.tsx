import type { UserDto } from '@app/shared/auth/user';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { errorMessage, FALLBACKS } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';

/**
 * An account made with Google, a sign-in code or a magic link has no current password to type,
 * so the change form cannot serve it. The server sets a first password through the e-mailed reset
 * link (POST /api/auth/forgot-password), which proves the address as a current password would.
 */
export function SetPasswordPanel({ user }: { user: UserDto }) {
  const trpc = useTRPC();
  const send = useMutation(trpc.auth.forgotPassword.mutationOptions());
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your account has no password yet: you sign in with a code, a magic link or Google. To add one, we
            e-mail a link to{' '}
            <strong className="break-all text-slate-900 dark:text-white">{user.email}</strong> where you
            choose it. Afterwards you sign in again, on every device, with any method you like.
          </p>
        </div>
      </div>
      {send.isSuccess ? (
        <FormAlert tone="success">
          We sent a link to set your password to {user.email}. It works for one hour.
        </FormAlert>
      ) : send.isError ? (
        <FormAlert tone="error">{errorMessage(send.error, FALLBACKS.forgotPassword)}</FormAlert>
      ) : null}
      <button
        type="button"
        onClick={() => send.mutate({ email: user.email })}
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        className={buttonClass({ size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}
      >
        {send.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        {send.isSuccess ? 'Send the link again' : 'E-mail me a link to set a password'}
      </button>
    </div>
  );
}
