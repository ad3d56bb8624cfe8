import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { APPLICATION_DELETED_MESSAGE } from '../../lib/applications/application-view';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { buttonClass } from '../button-styles';

/** Delete with a confirmation; the documents stay. Back to the board afterwards. */
export function ApplicationDelete({ id, jobTitle }: { id: string; jobTitle: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changed = useAfterChange();
  const [open, setOpen] = useState(false);
  const remove = useMutation(
    trpc.applications.remove.mutationOptions({
      onSuccess: async (result) => {
        setOpen(false);
        const said = (result as { message?: unknown } | undefined)?.message;
        toast({
          title: 'Application Deleted',
          description: typeof said === 'string' ? said : APPLICATION_DELETED_MESSAGE,
          variant: 'success',
        });
        void changed('application-changed');
        await navigate({ to: '/applications' });
        // Only once the page has gone: removing it first would show this page loading again.
        queryClient.removeQueries({ queryKey: trpc.applications.get.queryKey({ id }) });
      },
      onError: (error) => {
        if (isSessionGone(error)) leaveForLogin();
      },
    }),
  );
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) setOpen(next);
        if (next) remove.reset();
      }}
    >
      <AlertDialog.Trigger
        className={buttonClass({
          variant: 'ghost',
          size: 'sm',
          className:
            'w-fit text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950',
        })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete application
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            Delete this application?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            &ldquo;{jobTitle}&rdquo; with its timeline, sent copies, notes and interview preparation will be
            removed. Its documents stay in My Documents.
          </AlertDialog.Description>
          {remove.isError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
              {errorMessage(remove.error, 'The application could not be deleted. Please try again.')}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} disabled={remove.isPending}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => remove.mutate({ id })}
              disabled={remove.isPending}
              className={buttonClass({
                className:
                  'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-500',
              })}
            >
              {remove.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
              {remove.isPending ? 'Deleting…' : 'Delete application'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
