import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { cancelFailed } from '../../lib/billing/payment-messages';
import type { SubscriptionSummary } from '../../lib/billing/subscription-summary';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';

/**
 * Cancel with a confirmation (spec 02 §4: access stays until the end of the period). The dialog
 * stays open while the server answers, and on failure it stays open with the reason ('Error').
 */
export function CancelSubscriptionButton({ summary }: { summary: SubscriptionSummary }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: (overview) => {
        setOpen(false);
        queryClient.setQueryData(trpc.billing.overview.queryKey(), overview);
        void refresh();
        toast({
          title: 'Subscription Cancelled',
          description: `You keep ${summary.plan.name} and your credits until the end of this period.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({ ...cancelFailed(error), variant: 'destructive' });
      },
    }),
  );
  const until = summary.expiryDate ?? 'the end of this period';
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) setOpen(next);
        if (next) cancel.reset();
      }}
    >
      {/* Not a buttonClass variant: each sets a text colour this red would lose to (same property). */}
      <AlertDialog.Trigger className="inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950 dark:hover:text-red-300">
        Cancel Subscription
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            Cancel your {summary.plan.name} plan?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            You keep access and your remaining credits until {until}. After that, generating documents needs a
            new payment. Nothing is charged automatically.
          </AlertDialog.Description>
          {cancel.isError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
              {errorMessage(cancel.error, 'Failed to cancel subscription. Please try again.')}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} disabled={cancel.isPending}>
              Keep Subscription
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => cancel.mutate()}
              disabled={cancel.isPending}
              className={buttonClass({
                className:
                  'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-500',
              })}
            >
              {cancel.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
              {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
