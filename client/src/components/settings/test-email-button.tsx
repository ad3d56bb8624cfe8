import { NOTIFICATION_MESSAGES } from '@app/shared/profile/messages';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Send } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';

/** POST /api/notifications/test-email; spec 02 §8 'Email Test Failed: Failed to send test email'. */
export function TestEmailButton({ email }: { email: string }) {
  const trpc = useTRPC();
  const test = useMutation(
    trpc.notifications.testEmail.mutationOptions({
      onSuccess: (result) =>
        toast({ title: 'Test E-mail Sent', description: result.message, variant: 'success' }),
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Email Test Failed',
          description: errorMessage(error, NOTIFICATION_MESSAGES.testFailed),
          variant: 'destructive',
        });
      },
    }),
  );
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Test e-mail</p>
          <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">
            Check that our messages reach <span className="font-medium">{email}</span>.
          </p>
        </div>
        <button
          type="button"
          onClick={() => test.mutate()}
          disabled={test.isPending}
          aria-busy={test.isPending || undefined}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0 self-start sm:self-auto' })}
        >
          {test.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          {test.isPending ? 'Sending…' : 'Send test e-mail'}
        </button>
      </div>
      {test.isError && !isSessionGone(test.error) ? (
        <FormAlert tone="error">
          <strong className="font-semibold">Email Test Failed:</strong>{' '}
          {errorMessage(test.error, NOTIFICATION_MESSAGES.testFailed)}
        </FormAlert>
      ) : test.isSuccess ? (
        <FormAlert tone="success">{test.data.message}</FormAlert>
      ) : null}
    </div>
  );
}
