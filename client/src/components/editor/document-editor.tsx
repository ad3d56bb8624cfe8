import type { UserDto } from '@app/shared/auth/user';
import { DOCUMENT_MAX_CHARS } from '@app/shared/documents/schemas';
import type { DocumentDto } from '@app/shared/generation/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { type DocumentDraft, dropDraft, readDraft } from '../../lib/document-draft';
import type { BlockKind } from '../../lib/editor/editor-schema';
import { canonicalMarkdown } from '../../lib/editor/markdown-doc';
import { ANALYSIS_DEBOUNCE_MS } from '../../lib/report/debounce';
import { safeSessionStorage } from '../../lib/return-path';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { useAfterChange } from '../../lib/use-after-change';
import { FittedDesignFrame } from '../documents/design-frame';
import { TemplatePicker } from '../documents/template-picker';
import { FormAlert } from '../form/form-alert';
import { ReportPanel } from '../report/report-panel';
import { useReportAnalysis } from '../report/use-report-analysis';
import { useTextSelection } from '../report/use-text-selection';
import { CharacterCount } from './character-count';
import { DraftNotice } from './draft-notice';
import { EditorActions } from './editor-actions';
import { EditorHeader } from './editor-header';
import { type EditorTab, EditorTabs, panelId, tabId } from './editor-tabs';
import { createTextStore, useDraftKeeper, useSettledText, useTextValue } from './editor-text-store';
import { EditorToolbar } from './editor-toolbar';
import { VersionHistory } from './history/version-history';
import { LeaveDialog } from './leave-dialog';
import { LiveSelectionHelp } from './live-selection-help';
import { RichEditor, type RichEditorControl } from './rich-editor';
import { useLeaveWarning } from './use-leave-warning';

const PREVIEW_WIDTH = 420;
const NO_KEYWORDS: string[] = [];
const isTooLong = (text: string) => text.length > DOCUMENT_MAX_CHARS;

// A keystroke re-renders only what shows the text's figures (the count, Save): these parts follow
// the settled text, or the saved document, and skip the keystrokes.
const MemoReportPanel = memo(ReportPanel);
const MemoPreview = memo(FittedDesignFrame);
const MemoHistory = memo(VersionHistory);
const MemoHeader = memo(EditorHeader);
const MemoTemplatePicker = memo(TemplatePicker);

/**
 * Spec 02 §2 /edit/{id} and §4, issue 32: the document edited as formatted text (always editable;
 * Save keeps the editor where it is, "Discard changes" returns to the saved text), a character
 * count, an unsaved-changes indicator, downloads of the saved version, and beside the text (behind
 * a tab on phones) a live preview in the chosen design. Unsaved text is kept in sessionStorage and
 * offered back after a reload. "Unsaved" compares canonical forms: a stored text the editor reads
 * and writes back differently (`* ` bullets, extra blank lines) is not a change.
 */
export function DocumentEditor({ doc, user }: { doc: DocumentDto; user: UserDto }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useAfterChange();
  const labelId = useId();
  const countId = useId();
  const tabsBase = useId();
  const editor = useRef<RichEditorControl>(null);
  const saved = useMemo(() => canonicalMarkdown(doc.content), [doc.content]);
  const [store] = useState(() => createTextStore(saved));
  // The editor reads its text once: starting again (discard, a draft, a restored version) remounts it.
  const [start, setStart] = useState({ text: saved, generation: 0, focus: false });
  const [blockKind, setBlockKind] = useState<BlockKind>('paragraph');
  const [tab, setTab] = useState<EditorTab>('edit');
  const [draft, setDraft] = useState<DocumentDraft | null>(() =>
    readDraft(safeSessionStorage(), doc.id, saved),
  );
  const dirty = useTextValue(
    store,
    useCallback((text: string) => text !== saved, [saved]),
  );
  const tooLong = useTextValue(store, isTooLong);
  const settled = useSettledText(store, ANALYSIS_DEBOUNCE_MS);
  const analysed = useReportAnalysis(doc.id, settled);
  // One object while nothing it holds changes, so the memoised panel skips the other renders.
  // `updating` stays off: its spinner turned all through the typing, and in Chromium without a GPU
  // that animation alone took ~7 ms of every keystroke's frame (bench/editor). The panel says it
  // "updates as you type", and does so a moment after each pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` is rebuilt every render and does the same
  const report = useMemo(
    () => ({ ...analysed, updating: false }),
    [
      analysed.source,
      analysed.sourceLoading,
      analysed.sourceError,
      analysed.analysis,
      analysed.analysisFailed,
      analysed.sourceLabel,
    ],
  );
  const missingKeywords = report.analysis?.missing ?? NO_KEYWORDS;
  const selection = useTextSelection(
    editor,
    useCallback(() => setTab('edit'), []),
  );
  useDraftKeeper(store, doc.id, saved, draft !== null);

  const startFrom = useCallback(
    (text: string) => {
      store.set(canonicalMarkdown(text));
      setStart((s) => ({ text, generation: s.generation + 1, focus: true }));
    },
    [store],
  );
  useEffect(() => {
    if (start.focus) editor.current?.focus();
  }, [start]);

  const remember = useCallback(
    (updated: DocumentDto) => {
      queryClient.setQueryData(trpc.documents.get.queryKey({ id: updated.id }), updated);
      queryClient.setQueryData(trpc.documents.list.queryKey(), (list) =>
        list?.map((d) => (d.id === updated.id ? updated : d)),
      );
      dropDraft(safeSessionStorage(), updated.id);
    },
    [queryClient, trpc],
  );

  const save = useMutation(
    trpc.documents.update.mutationOptions({
      onSuccess: (updated, sent) => {
        remember(updated);
        void changed('document-saved');
        // The editor stays as it is; only a text the server changed is read again.
        if (canonicalMarkdown(updated.content) !== canonicalMarkdown(sent.content))
          startFrom(updated.content);
        else editor.current?.focus();
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
  const resetSave = useRef(save.reset);
  resetSave.current = save.reset;

  const blocker = useLeaveWarning(dirty && !save.isPending);
  const discard = () => {
    dropDraft(safeSessionStorage(), doc.id);
    save.reset();
    startFrom(saved);
  };
  const onRestored = useCallback(
    (restored: DocumentDto) => {
      remember(restored);
      resetSave.current();
      setDraft(null);
      startFrom(restored.content);
    },
    [remember, startFrom],
  );
  const previewDoc = useMemo(
    () => ({ type: doc.type, title: doc.title, content: settled }),
    [doc.type, doc.title, settled],
  );

  return (
    <div className="grid gap-6">
      <MemoHeader doc={doc} dirty={dirty} />

      {draft ? (
        <DraftNotice
          draft={draft}
          onRestore={() => {
            setDraft(null);
            startFrom(draft.content);
          }}
          onDiscard={() => {
            dropDraft(safeSessionStorage(), doc.id);
            setDraft(null);
          }}
        />
      ) : null}

      <EditorTabs base={tabsBase} selected={tab} onSelect={setTab} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        <div
          id={panelId(tabsBase, 'edit')}
          role="tabpanel"
          aria-labelledby={tabId(tabsBase, 'edit')}
          className={clsx('grid min-w-0 content-start gap-6', tab !== 'edit' && 'max-lg:hidden')}
        >
          <section
            aria-label="Document text"
            className="relative grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            {/* Above the text, never under the chat button at the bottom right; from `sm` up it stays
                in view while the text scrolls, so Save is in reach on a long document (on a phone
                it would take too much of the screen the keyboard leaves). */}
            <div className="-mx-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-2 py-2 sm:sticky sm:top-16 sm:z-20 dark:bg-slate-900">
              <EditorToolbar editor={editor} current={blockKind} controls={`${labelId}-text`} />
              <EditorActions
                store={store}
                saved={saved}
                pending={save.isPending}
                onSave={() => save.mutate({ id: doc.id, content: store.get() })}
                onDiscard={discard}
              />
            </div>
            <p id={labelId} className="text-sm font-semibold text-slate-900 dark:text-white">
              Document content
            </p>
            <div id={`${labelId}-text`} className="relative min-w-0">
              <RichEditor
                key={start.generation}
                ref={editor}
                initial={start.text}
                onChange={store.set}
                onBlockKind={setBlockKind}
                labelledBy={labelId}
                describedBy={countId}
                invalid={tooLong}
              />
              <LiveSelectionHelp store={store} doc={doc} editor={editor} missingKeywords={missingKeywords} />
            </div>
            <CharacterCount store={store} id={countId} />
            {save.isError ? (
              <FormAlert tone="error">{errorMessage(save.error, 'Failed to save your changes')}</FormAlert>
            ) : null}
          </section>
          <MemoHistory doc={doc} dirty={dirty} onRestored={onRestored} />
        </div>

        <div className="grid min-w-0 content-start gap-6 lg:w-[470px]">
          <div className={clsx('min-w-0', tab !== 'edit' && 'max-lg:hidden')}>
            <MemoReportPanel
              doc={doc}
              text={settled}
              report={report}
              dirty={dirty}
              onSelect={selection.select}
            />
          </div>
          <div
            id={panelId(tabsBase, 'preview')}
            role="tabpanel"
            aria-labelledby={tabId(tabsBase, 'preview')}
            className={clsx('min-w-0', tab !== 'preview' && 'max-lg:hidden')}
          >
            <aside aria-label="Design preview" className="grid min-w-0 content-start gap-4">
              <div className="w-fit max-w-full overflow-hidden rounded-xl border border-slate-200 shadow-sm dark:border-slate-700">
                {/* Measured as it mounts: on a phone it mounts again when its tab shows it (hidden, it
                    measured nothing and would stay at its smallest). */}
                <MemoPreview
                  key={tab}
                  doc={previewDoc}
                  templateId={doc.templateId}
                  maxWidth={PREVIEW_WIDTH}
                  title={`Live preview of ${doc.title}`}
                />
              </div>
              <MemoTemplatePicker doc={doc} user={user} />
            </aside>
          </div>
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
