import type { ApplicationDto } from '@app/shared/applications/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, PenLine, Send } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { buttonClass } from '../button-styles';
import { ApplicationWriteLink } from './application-write-link';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Mark as applied": freezes the text and design of the application's documents as sent. The
 * dialog stays open while the server works and, on a refusal (no documents yet), keeps the
 * server's sentence with a way to write them.
 */
export function ApplicationMarkApplied({ app }: { app: ApplicationDto }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const [open, setOpen] = useState(false);
  const apply = useMutation(
    trpc.applications.markApplied.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.applications.get.queryKey({ id: app.id }), updated);
        setOpen(false);
        void changed('application-changed');
        toast({
          title: 'Marked as Applied',
          description: `${plural(updated.sent.length, 'document was', 'documents were')} kept exactly as sent.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isSessionGone(error)) leaveForLogin();
      },
    }),
  );
  const count = app.documents.length;

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-emerald-900 dark:bg-emerald-950/40">
      <p className="text-sm text-emerald-950 dark:text-emerald-100">
        <span className="font-semibold">Sent it?</span> Mark this application as applied to keep a copy of
        exactly what the employer received.
      </p>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!apply.isPending) setOpen(next);
          if (next) apply.reset();
        }}
      >
        <AlertDialog.Trigger className={buttonClass({ className: 'shrink-0' })}>
          <Send className="size-4" aria-hidden="true" />
          Mark as applied
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
            <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
              Mark as applied?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {count > 0
                ? `The current text and design of ${count === 1 ? 'its document' : `its ${count} documents`} are kept exactly as sent. You can still edit the documents later; the sent copies will not change.`
                : 'The current text and design of its documents are kept exactly as sent. You can still edit them later; the sent copies will not change.'}
            </AlertDialog.Description>
            {apply.isError ? (
              <div
                role="alert"
                className="mt-3 grid gap-2 text-sm font-medium text-red-700 dark:text-red-400"
              >
                <p>
                  {errorMessage(
                    apply.error,
                    'The application could not be marked as applied. Please try again.',
                  )}
                </p>
                {count === 0 ? (
                  <ApplicationWriteLink
                    applicationId={app.id}
                    className="inline-flex w-fit items-center gap-1.5 text-emerald-800 underline dark:text-emerald-300"
                  >
                    <PenLine className="size-4" aria-hidden="true" />
                    Write documents for this job
                  </ApplicationWriteLink>
                ) : null}
              </div>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel
                className={buttonClass({ variant: 'secondary' })}
                disabled={apply.isPending}
              >
                Cancel
              </AlertDialog.Cancel>
              <button
                type="button"
                onClick={() => apply.mutate({ id: app.id })}
                disabled={apply.isPending}
                className={buttonClass()}
              >
                {apply.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                {apply.isPending ? 'Saving…' : 'Mark as applied'}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
