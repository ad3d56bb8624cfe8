import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FieldError } from '../form/field-message';
import { inputClass } from '../form/field-styles';
import { useProfileChanged } from './use-profile';

/**
 * A new address waits for confirmation: the account keeps the old one until the link in the
 * e-mail (or its 6-digit code, typed here) confirms it. The change can be called off.
 */
export function PendingEmailNotice({
  currentEmail,
  pendingEmail,
}: {
  currentEmail: string;
  pendingEmail: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useProfileChanged();
  const { refresh } = useAuth();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const onError = (error: unknown, title: string) => {
    if (isSessionGone(error)) return leaveForLogin();
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  };
  const cancel = useMutation(
    trpc.profile.cancelEmailChange.mutationOptions({
      onSuccess: (profile) => {
        changed(profile);
        toast({
          title: 'Email Change Cancelled',
          description: `You keep ${currentEmail}.`,
          variant: 'success',
        });
      },
      onError: (error) => onError(error, 'Update Failed'),
    }),
  );
  const confirm = useMutation(
    trpc.profile.confirmEmailChange.mutationOptions({
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
        void refresh();
        toast({ title: 'Email Changed', description: result.message, variant: 'success' });
      },
      onError: (error) =>
        setCodeError(errorMessage(error, 'That code could not be checked. Please try again.')),
    }),
  );

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code from the e-mail.');
      return;
    }
    confirm.mutate({ code });
  };
  const busy = cancel.isPending || confirm.isPending;

  return (
    <section
      aria-labelledby="pending-email-title"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-50"
    >
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="pending-email-title" className="font-semibold">
            Confirm your new e-mail address
          </h2>
          <p className="mt-1 text-sm break-words">
            We sent a confirmation link to <strong>{pendingEmail}</strong>. Until you open it, you keep
            signing in with <strong>{currentEmail}</strong>.
          </p>
          <form
            onSubmit={submitCode}
            noValidate
            className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <div className="grid gap-1.5">
              <label htmlFor="email-change-code" className="text-sm font-medium">
                Or enter the 6-digit code from the e-mail
              </label>
              <div className="flex gap-2">
                <input
                  id="email-change-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? 'email-change-code-error' : undefined}
                  onChange={(event) => {
                    setCode(event.target.value.replace(/\D/g, ''));
                    setCodeError(null);
                  }}
                  className={inputClass('w-36 tracking-widest')}
                />
                <button type="submit" disabled={busy} className={buttonClass({ className: 'h-11' })}>
                  {confirm.isPending ? (
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  ) : null}
                  Confirm
                </button>
              </div>
              <FieldError id="email-change-code-error" message={codeError ?? undefined} />
            </div>
          </form>
          <button
            type="button"
            onClick={() => cancel.mutate()}
            disabled={busy}
            className="mt-3 text-sm font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-60"
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel the change'}
          </button>
        </div>
      </div>
    </section>
  );
}
