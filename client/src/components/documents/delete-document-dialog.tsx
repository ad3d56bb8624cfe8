import type { DocumentDto } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { type ButtonSize, buttonClass } from '../button-styles';

/**
 * Delete with a confirmation (spec 02 §2 /documents). The dialog stays open while the server
 * deletes, and on failure it stays open with the reason, so nothing is lost silently.
 */
export function DeleteDocumentButton({
  doc,
  size = 'sm',
  onDeleted,
}: {
  doc: Pick<DocumentDto, 'id' | 'title'>;
  size?: ButtonSize;
  onDeleted?: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const changed = useAfterChange();
  const remove = useMutation(
    trpc.documents.remove.mutationOptions({
      onSuccess: (result) => {
        setOpen(false);
        queryClient.setQueryData(trpc.documents.list.queryKey(), (list) =>
          list?.filter((d) => d.id !== doc.id),
        );
        queryClient.removeQueries({ queryKey: trpc.documents.get.queryKey({ id: doc.id }) });
        void changed('document-deleted');
        toast({ title: 'Document Deleted', description: result.message, variant: 'success' });
        onDeleted?.();
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Failed to delete the document'),
          variant: 'destructive',
        });
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
          size,
          className:
            'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950',
        })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete<span className="sr-only"> {doc.title}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            Delete this document?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            &ldquo;{doc.title}&rdquo; and its downloads will be removed for good. This cannot be undone.
          </AlertDialog.Description>
          {remove.isError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
              {errorMessage(remove.error, 'Failed to delete the document')}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} disabled={remove.isPending}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => remove.mutate({ id: doc.id })}
              disabled={remove.isPending}
              className={buttonClass({
                className:
                  'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-500',
              })}
            >
              {remove.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
