import { VERSION_MESSAGES } from '@app/shared/documents/versions';
import type { DocumentDto } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { restoreWarning } from '../../../lib/editor/versions-view';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { useAfterChange } from '../../../lib/use-after-change';
import { buttonClass } from '../../button-styles';
import { FormAlert } from '../../form/form-alert';

/**
 * "Restore version n?": says that the current text stays in History (and that unsaved changes
 * would be replaced), then restores it as a new save. Open while `n` is a number.
 */
export function RestoreDialog({
  doc,
  n,
  dirty,
  onClose,
  onRestored,
}: {
  doc: DocumentDto;
  n: number | null;
  dirty: boolean;
  onClose: () => void;
  onRestored: (doc: DocumentDto) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  // After a restore the editor takes the focus, with the restored text: not the Restore button.
  const restored = useRef(false);
  const restore = useMutation(
    trpc.documents.versions.restore.mutationOptions({
      onSuccess: (updated, sent) => {
        // As a save does (document-editor.tsx): the document's queries hold the new text at once.
        queryClient.setQueryData(trpc.documents.get.queryKey({ id: updated.id }), updated);
        queryClient.setQueryData(trpc.documents.list.queryKey(), (list) =>
          list?.map((d) => (d.id === updated.id ? updated : d)),
        );
        void changed('document-saved');
        void queryClient.invalidateQueries({
          queryKey: trpc.documents.versions.list.queryKey({ id: updated.id }),
        });
        restored.current = true;
        onClose();
        toast({
          title: 'Version restored',
          description: VERSION_MESSAGES.restored(Number(sent.n)),
          variant: 'success',
        });
        onRestored(updated);
      },
      onError: (error) => {
        if (isSessionGone(error)) leaveForLogin();
      },
    }),
  );
  const open = n !== null;

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !restore.isPending) {
          restore.reset();
          onClose();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (restored.current) event.preventDefault();
            restored.current = false;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            Restore version {n}?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-2 text-sm text-slate-600 dark:text-slate-400">
              {n === null
                ? null
                : restoreWarning(n, dirty).map((line, i) => (
                    <p
                      key={line}
                      className={
                        dirty && i === 2 ? 'font-medium text-amber-800 dark:text-amber-300' : undefined
                      }
                    >
                      {line}
                    </p>
                  ))}
            </div>
          </AlertDialog.Description>
          {restore.isError ? (
            <FormAlert tone="error" className="mt-4">
              {errorMessage(restore.error, 'The version could not be restored. Please try again.')}
            </FormAlert>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={buttonClass({ variant: 'secondary' })}
              disabled={restore.isPending}
            >
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => {
                if (n !== null) restore.mutate({ id: doc.id, n });
              }}
              disabled={restore.isPending}
              className={buttonClass()}
            >
              {restore.isPending ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <RotateCcw className="size-4" aria-hidden="true" />
              )}
              {restore.isPending ? 'Restoring…' : `Restore version ${n}`}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
