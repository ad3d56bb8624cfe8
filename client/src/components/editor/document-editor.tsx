import type { UserDto } from '@app/shared/auth/user';
import { DOCUMENT_MAX_CHARS } from '@app/shared/documents/schemas';
import type { DocumentDto } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleDot, PencilLine, Save, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { canSave, type DocumentDraft, dropDraft, keepDraft, readDraft } from '../../lib/document-draft';
import { safeSessionStorage } from '../../lib/return-path';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { buttonClass } from '../button-styles';
import { FittedDesignFrame } from '../documents/design-frame';
import { DownloadButtons } from '../documents/download-buttons';
import { ShareButton } from '../documents/share-button';
import { TemplatePicker } from '../documents/template-picker';
import { FormAlert } from '../form/form-alert';
import { DocumentText } from '../generate/document-text';
import { ReportPanel } from '../report/report-panel';
import { useTextSelection } from '../report/use-text-selection';
import { DraftNotice } from './draft-notice';
import { LeaveDialog } from './leave-dialog';
import { useLeaveWarning } from './use-leave-warning';

/** Spec 02 §9: the editor's text area has 20 rows. */
export const EDITOR_ROWS = 20;
const PREVIEW_WIDTH = 420;

/**
 * Spec 02 §2 /edit/{id} and §4: the card editor (view → edit → Save Changes or Cancel, which
 * restores the saved text), a character count, an unsaved-changes indicator, downloads of the
 * saved version, and beside the text a live preview in the chosen design. Unsaved text is kept in
 * sessionStorage and offered back after a reload.
 */
export function DocumentEditor({ doc, user }: { doc: DocumentDto; user: UserDto }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const fieldId = useId();
  const countId = useId();
  const [content, setContent] = useState(doc.content);
  const [editing, setEditing] = useState(true);
  // Save and Cancel unmount the button that had focus: focus moves to Edit, which takes their place,
  // so a keyboard user goes on from there instead of from the top of the page.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useEffect(() => {
    if (editing || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  const [draft, setDraft] = useState<DocumentDraft | null>(() =>
    readDraft(safeSessionStorage(), doc.id, doc.content),
  );
  const dirty = content !== doc.content;
  // The report panel selects a "please check" claim in the text, opening the editor if needed.
  const selection = useTextSelection(useCallback(() => setEditing(true), []));
  const tooLong = content.length > DOCUMENT_MAX_CHARS;

  // Every keystroke is kept for this tab: a reload or a crash loses nothing (an offered draft is
  // left alone until the person restores or discards it).
  useEffect(() => {
    if (!draft) keepDraft(safeSessionStorage(), doc.id, content, doc.content);
  }, [doc.id, content, doc.content, draft]);

  const save = useMutation(
    trpc.documents.update.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.documents.get.queryKey({ id: updated.id }), updated);
        queryClient.setQueryData(trpc.documents.list.queryKey(), (list) =>
          list?.map((d) => (d.id === updated.id ? updated : d)),
        );
        void changed('document-saved');
        dropDraft(safeSessionStorage(), updated.id);
        setContent(updated.content);
        focusEdit.current = true;
        setEditing(false);
        toast({ title: 'Changes Saved', description: 'Your document is up to date.', variant: 'success' });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Update Failed',
          description: errorMessage(error, 'Failed to save your changes'),
          variant: 'destructive',
        });
      },
    }),
  );

  const blocker = useLeaveWarning(dirty && !save.isPending);
  const cancel = () => {
    setContent(doc.content);
    dropDraft(safeSessionStorage(), doc.id);
    save.reset();
    focusEdit.current = true;
    setEditing(false);
  };

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {doc.title}
          </h1>
          <p className="mt-1 flex items-center gap-2 text-sm" aria-live="polite">
            {dirty ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-amber-800 dark:text-amber-300">
                <CircleDot className="size-4" aria-hidden="true" />
                Unsaved changes
              </span>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">All changes saved</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadButtons doc={doc} />
          <ShareButton doc={doc} />
        </div>
      </header>
      {dirty ? (
        <p className="-mt-4 text-xs text-slate-600 dark:text-slate-400">
          Downloads use the last saved version.
        </p>
      ) : null}

      {draft ? (
        <DraftNotice
          draft={draft}
          onRestore={() => {
            setContent(draft.content);
            setEditing(true);
            setDraft(null);
          }}
          onDiscard={() => {
            dropDraft(safeSessionStorage(), doc.id);
            setDraft(null);
          }}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        <section
          aria-label="Document text"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-20 dark:border-slate-800 dark:bg-slate-900"
        >
          {editing ? (
            <div className="grid gap-3">
              <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900 dark:text-white">
                Document content
              </label>
              <textarea
                id={fieldId}
                ref={selection.ref}
                rows={EDITOR_ROWS}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                aria-describedby={countId}
                aria-invalid={tooLong || undefined}
                spellCheck
                className="w-full resize-y rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm leading-relaxed text-slate-900 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
              />
              <p
                id={countId}
                className={
                  tooLong
                    ? 'text-sm font-medium text-red-700 dark:text-red-400'
                    : 'text-sm text-slate-600 dark:text-slate-400'
                }
              >
                {content.length.toLocaleString('en-NG')} characters
                {tooLong ? ` — the limit is ${DOCUMENT_MAX_CHARS.toLocaleString('en-NG')}` : ''}
              </p>
              {save.isError ? (
                <FormAlert tone="error">{errorMessage(save.error, 'Failed to save your changes')}</FormAlert>
              ) : null}
              {/* On phones the chat button sits at the right edge: Cancel wraps before reaching under it. */}
              <div className="flex flex-wrap gap-2 max-sm:pr-12">
                <button
                  type="button"
                  onClick={() => save.mutate({ id: doc.id, content })}
                  disabled={!canSave(content, doc.content) || tooLong || save.isPending}
                  className={buttonClass()}
                >
                  <Save className="size-4" aria-hidden="true" />
                  {save.isPending ? 'Saving…' : 'Save Changes'}
                </button>
                <button
                  type="button"
                  onClick={cancel}
                  disabled={save.isPending}
                  className={buttonClass({ variant: 'secondary' })}
                >
                  <X className="size-4" aria-hidden="true" />
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <div className="grid gap-4">
              <DocumentText content={content} />
              <div>
                <button
                  ref={editButton}
                  type="button"
                  onClick={() => setEditing(true)}
                  className={buttonClass()}
                >
                  <PencilLine className="size-4" aria-hidden="true" />
                  Edit
                </button>
              </div>
            </div>
          )}
        </section>

        <div className="grid min-w-0 content-start gap-6 lg:w-[470px]">
          <ReportPanel doc={doc} text={content} dirty={dirty} onSelect={selection.select} />
          <aside aria-label="Design preview" className="grid min-w-0 content-start gap-4">
            <div className="w-fit max-w-full overflow-hidden rounded-xl border border-slate-200 shadow-sm dark:border-slate-700">
              <FittedDesignFrame
                doc={{ type: doc.type, title: doc.title, content }}
                templateId={doc.templateId}
                maxWidth={PREVIEW_WIDTH}
                title={`Live preview of ${doc.title}`}
              />
            </div>
            <TemplatePicker doc={doc} user={user} />
          </aside>
        </div>
      </div>

      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          dropDraft(safeSessionStorage(), doc.id);
          blocker.proceed?.();
        }}
      />
    </div>
  );
}
