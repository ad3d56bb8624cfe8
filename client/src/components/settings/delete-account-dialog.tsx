import type { UserDto } from '@app/shared/auth/user';
import { ACCOUNT_MESSAGES } from '@app/shared/profile/messages';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';

// Not a buttonClass variant: each sets a background this red would lose to (same property).
const DANGER =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500';
const DELETE_FALLBACK = 'Your account could not be deleted. Please try again.';

/**
 * 'Delete my account' (DECISIONS.md "Settings and data rights"): confirmed with the password, or
 * for an account without one with a code e-mailed on request. The dialog stays open with the
 * reason while anything fails; on success the session is over and the visitor lands on the home
 * page, told that the account is gone.
 */
export function DeleteAccountDialog({ user }: { user: UserDto }) {
  const trpc = useTRPC();
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const requestCode = useMutation(trpc.account.requestDeletionCode.mutationOptions());
  const remove = useMutation(
    trpc.account.delete.mutationOptions({
      onSuccess: async (result) => {
        setOpen(false);
        await logout();
        toast({ title: 'Account Deleted', description: result.message, variant: 'success' });
      },
      onError: (error) => {
        if (isSessionGone(error)) leaveForLogin();
      },
    }),
  );
  const withPassword = user.hasPassword;
  const codeSent = requestCode.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = secret.trim();
    if (withPassword ? secret === '' : !/^\d{6}$/.test(value)) {
      setFieldError(withPassword ? ACCOUNT_MESSAGES.confirmWithPassword : ACCOUNT_MESSAGES.confirmWithCode);
      return;
    }
    remove.mutate(withPassword ? { password: secret } : { code: value });
  };

  const failure =
    remove.isError && !isSessionGone(remove.error) ? errorMessage(remove.error, DELETE_FALLBACK) : null;
  const busy = remove.isPending || remove.isSuccess;

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) {
          setSecret('');
          setFieldError(null);
          remove.reset();
          requestCode.reset();
        }
      }}
    >
      <AlertDialog.Trigger className={`${DANGER} shrink-0 self-start sm:self-auto`}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete my account
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            Delete your account?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Your profile, settings, documents, uploaded files and photo are removed at once and you are signed
            out on every device. Payment records are kept for accounting, without your personal details. This
            cannot be undone.
          </AlertDialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
            {withPassword ? (
              <PasswordField
                label="Your password"
                autoComplete="current-password"
                value={secret}
                error={fieldError ?? undefined}
                onChange={(event) => {
                  setSecret(event.target.value);
                  setFieldError(null);
                }}
              />
            ) : (
              <CodeStep
                email={user.email}
                sent={codeSent}
                sentMessage={requestCode.data?.message}
                sending={requestCode.isPending}
                sendError={requestCode.isError ? errorMessage(requestCode.error, DELETE_FALLBACK) : null}
                onSend={() => requestCode.mutate()}
                code={secret}
                codeError={fieldError}
                onCode={(value) => {
                  setSecret(value);
                  setFieldError(null);
                }}
              />
            )}
            {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} disabled={busy}>
                Keep my account
              </AlertDialog.Cancel>
              {withPassword || codeSent ? (
                <button type="submit" disabled={busy} aria-busy={busy || undefined} className={DANGER}>
                  {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                  {busy ? 'Deleting…' : 'Delete my account'}
                </button>
              ) : null}
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Accounts without a password: a code is e-mailed on request, then typed in. */
function CodeStep(props: {
  email: string;
  sent: boolean;
  sentMessage: string | undefined;
  sending: boolean;
  sendError: string | null;
  onSend: () => void;
  code: string;
  codeError: string | null;
  onCode: (value: string) => void;
}) {
  return (
    <div className="grid gap-3">
      {props.sent ? (
        <>
          <FormAlert tone="info">{props.sentMessage ?? ACCOUNT_MESSAGES.codeSent(props.email)}</FormAlert>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={props.code}
            error={props.codeError ?? undefined}
            onChange={(event) => props.onCode(event.target.value.replace(/\D/g, ''))}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Your account has no password, so we confirm by e-mail: we send a 6-digit code to{' '}
          <strong className="font-semibold break-all">{props.email}</strong>.
        </p>
      )}
      {props.sendError ? <FormAlert tone="error">{props.sendError}</FormAlert> : null}
      <button
        type="button"
        onClick={props.onSend}
        disabled={props.sending}
        aria-busy={props.sending || undefined}
        className={buttonClass({
          variant: props.sent ? 'ghost' : 'secondary',
          className: 'justify-self-start',
        })}
      >
        {props.sending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        {props.sent ? 'Send a new code' : 'E-mail me a code'}
      </button>
    </div>
  );
}
