import {
  SELECTION_ACTION_LABELS,
  SELECTION_ACTIONS,
  type SelectionAction,
  selectionClaimNote,
} from '@app/shared/documents/assist';
import type { DocumentDto } from '@app/shared/generation/dto';
import { Check, LoaderCircle, Sparkles, X } from 'lucide-react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  acceptState,
  CONNECTION_LOST,
  failSelectionRun,
  foldSelectionEvent,
  helpPosition,
  isHelpShortcut,
  type SelectionHelpRun,
  STALE_SELECTION,
  selectionErrorMessage,
  startSelectionRun,
} from '../../../lib/editor/selection-help-run';
import { isSessionGone, leaveForLogin } from '../../../lib/session-gone';
import { useTRPCClient } from '../../../lib/trpc';
import { buttonClass } from '../../button-styles';
import type { MarkdownSelection, RichEditorHandle } from '../rich-editor-handle';
import { SuggestionDiff } from './suggestion-diff';

/** The widest the help gets; narrower in a narrow editor. */
const PANEL_WIDTH = 448;
const MAX_KEYWORDS = 8;
export const SHORTCUT_HINT = 'Alt+A';

/**
 * Issue 32: AI help on the editor's selection. With a selection, a small group of actions
 * (Stronger, Shorter, Fix grammar, Work in a keyword) appears under it; Alt+A (or Ctrl+.) moves
 * there from the text and Escape goes back. The suggestion streams in as a word diff (removed
 * and added words labelled for screen readers, not by colour alone), with any claim the person's
 * own source does not support marked; Accept replaces the selection as one undo step, Reject
 * leaves it. A refusal or failure stays as a sentence until dismissed.
 */
export function SelectionHelp({
  doc,
  content,
  editor,
  missingKeywords,
}: {
  doc: DocumentDto;
  /** The editor's current text (unsaved changes included). */
  content: string;
  editor: RefObject<RichEditorHandle | null>;
  /** The report's missing keywords, heaviest first (for "Work in a keyword"). */
  missingKeywords: string[];
}) {
  const id = useId();
  const client = useTRPCClient();
  const root = useRef<HTMLDivElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const [selection, setSelection] = useState<MarkdownSelection | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number; width: number } | null>(null);
  const [within, setWithin] = useState(false);
  const [keywordsOpen, setKeywordsOpen] = useState(false);
  const [run, setRun] = useState<SelectionHelpRun | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const subscription = useRef<{ unsubscribe: () => void } | null>(null);
  const contentRef = useRef(content);
  contentRef.current = content;

  useEffect(() => () => subscription.current?.unsubscribe(), []);

  // Follow the editor's selection and where it is on screen. The editor is mounted anew when its
  // whole text is replaced (a restored draft, a discard): each render checks it still listens to
  // the editor that is there (the text changes then, so this renders).
  const following = useRef<{ handle: RichEditorHandle; stop: () => void } | null>(null);
  useEffect(() => {
    const handle = editor.current;
    if (!handle || following.current?.handle === handle) return;
    following.current?.stop();
    let had = false;
    const update = () => {
      const next = editor.current?.selection() ?? null;
      const usable = next?.text.trim() ? next : null;
      setSelection(usable);
      if (usable && !had)
        setAnnouncement(`Writing help is available for the selection: press ${SHORTCUT_HINT}.`);
      had = !!usable;
      const rect = editor.current?.selectionRect() ?? null;
      const box = root.current?.parentElement?.getBoundingClientRect();
      if (usable && rect && box) {
        const width = Math.min(PANEL_WIDTH, box.width);
        setPosition({ ...helpPosition(rect, box, width), width });
      }
    };
    update();
    following.current = { handle, stop: handle.onSelectionChange(update) };
  });
  useEffect(() => () => following.current?.stop(), []);

  // Focus in the editor's area (the text or this help) shows the actions; Alt+A reaches them.
  useEffect(() => {
    const area = root.current?.parentElement;
    if (!area) return;
    const focusIn = () => setWithin(true);
    const focusOut = (event: FocusEvent) => {
      if (!area.contains(event.relatedTarget as Node | null)) setWithin(false);
    };
    const keyDown = (event: KeyboardEvent) => {
      if (!isHelpShortcut(event) || root.current?.contains(event.target as Node)) return;
      if (!editor.current?.selection()) return;
      event.preventDefault();
      setWithin(true);
      // Shown already: focus now, so a key pressed right after lands on the action. Else the
      // actions render on this state change; focus them once they are there.
      if (firstAction.current) firstAction.current.focus();
      else requestAnimationFrame(() => firstAction.current?.focus());
    };
    area.addEventListener('focusin', focusIn);
    area.addEventListener('focusout', focusOut);
    area.addEventListener('keydown', keyDown);
    return () => {
      area.removeEventListener('focusin', focusIn);
      area.removeEventListener('focusout', focusOut);
      area.removeEventListener('keydown', keyDown);
    };
  }, [editor]);

  const stop = useCallback(() => {
    subscription.current?.unsubscribe();
    subscription.current = null;
  }, []);

  const backToText = useCallback(
    (range: MarkdownSelection | null) => {
      if (range && contentRef.current.slice(range.start, range.end) === range.text)
        editor.current?.select(range.start, range.end);
      else editor.current?.focus();
    },
    [editor],
  );

  const ask = (action: SelectionAction, keyword: string | null = null) => {
    const range = editor.current?.selection() ?? selection;
    if (!range) return;
    stop();
    setKeywordsOpen(false);
    setNotice(null);
    let current = startSelectionRun(action, range, keyword);
    let over = false;
    setRun(current);
    setAnnouncement('');
    const update = (next: SelectionHelpRun) => {
      current = next;
      setRun(next);
    };
    const end = () => {
      over = true;
      stop();
    };
    subscription.current = client.documents.selectionHelp.stream.subscribe(
      {
        id: doc.id,
        action,
        start: range.start,
        end: range.end,
        ...(keyword ? { keyword } : {}),
        content: contentRef.current,
      },
      {
        onData: (event) => {
          if (over) return;
          update(foldSelectionEvent(current, event));
          if (event.type !== 'token') end();
        },
        onError: (error) => {
          if (over) return;
          if (isSessionGone(error)) leaveForLogin();
          update(failSelectionRun(current, selectionErrorMessage(error)));
          end();
        },
        onConnectionStateChange: (state) => {
          if (!over && state.state === 'connecting' && state.error !== null) {
            update(failSelectionRun(current, CONNECTION_LOST));
            end();
          }
        },
        onComplete: () => {
          if (over) return;
          update(failSelectionRun(current, CONNECTION_LOST));
          end();
        },
      },
    );
  };

  // A finished suggestion takes the focus when the person is working in this help.
  const done = run?.phase === 'done';
  useEffect(() => {
    if (done && root.current?.contains(document.activeElement)) acceptButton.current?.focus();
  }, [done]);

  const close = (returnFocus: boolean) => {
    const range = run?.selection ?? selection;
    stop();
    setRun(null);
    setNotice(null);
    setKeywordsOpen(false);
    if (returnFocus) backToText(range);
  };

  const accept = () => {
    if (!run || run.suggestion === null) return;
    const state = acceptState(run, contentRef.current);
    if (state === 'stale') {
      setNotice(STALE_SELECTION);
      return;
    }
    const { start, end } = run.selection;
    stop();
    setRun(null);
    setNotice(null);
    if (state === 'ready') editor.current?.replace(start, end, run.suggestion);
    editor.current?.focus();
    setAnnouncement(state === 'ready' ? 'Suggestion applied. Undo with Ctrl+Z.' : '');
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (keywordsOpen) {
      setKeywordsOpen(false);
      firstAction.current?.parentElement
        ?.querySelector<HTMLButtonElement>('[data-action="keyword"]')
        ?.focus();
      return;
    }
    close(true);
  };

  const showActions = (!!selection && within) || !!run;
  const place = position ?? { top: 0, left: 0, width: PANEL_WIDTH };
  const keywords = missingKeywords.slice(0, MAX_KEYWORDS);

  return (
    <div ref={root} className="pointer-events-none absolute inset-x-0 top-0 z-10 h-0">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {showActions ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the help goes back to the text.
        <div
          data-testid="selection-help"
          className="pointer-events-auto absolute grid gap-2 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          style={{ top: place.top, left: place.left, width: place.width, maxWidth: '100%' }}
          onKeyDown={onKeyDown}
        >
          <div
            role="toolbar"
            aria-label="Writing help for the selection"
            onKeyDown={moveAlongToolbar}
            className="flex flex-wrap items-center gap-1"
          >
            <Sparkles className="mx-1 size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
            {SELECTION_ACTIONS.map((action, index) => (
              <button
                key={action}
                ref={index === 0 ? firstAction : undefined}
                type="button"
                data-action={action}
                aria-expanded={action === 'keyword' ? keywordsOpen : undefined}
                aria-controls={action === 'keyword' ? `${id}-keywords` : undefined}
                // Keep the editor's selection visible while a mouse picks an action.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (action === 'keyword' ? setKeywordsOpen((open) => !open) : ask(action))}
                className={buttonClass({ variant: 'ghost', size: 'sm', className: 'h-8 px-2' })}
              >
                {SELECTION_ACTION_LABELS[action]}
              </button>
            ))}
            <span className="ml-auto px-1 text-xs text-slate-600 dark:text-slate-400">
              <kbd className="font-sans">{SHORTCUT_HINT}</kbd> from the text ·{' '}
              <kbd className="font-sans">Esc</kbd> back
            </span>
          </div>

          {keywordsOpen ? (
            <div
              id={`${id}-keywords`}
              className="grid gap-1 border-t border-slate-200 pt-2 dark:border-slate-700"
            >
              {keywords.length === 0 ? (
                <p className="px-1 text-slate-700 dark:text-slate-300">
                  The match report lists no missing keywords for this job.
                </p>
              ) : (
                <>
                  <p id={`${id}-keywords-label`} className="px-1 text-slate-700 dark:text-slate-300">
                    Work in one of the job's keywords (only if your own resume supports it):
                  </p>
                  <ul aria-labelledby={`${id}-keywords-label`} className="flex flex-wrap gap-1">
                    {keywords.map((keyword) => (
                      <li key={keyword}>
                        <button
                          type="button"
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => ask('keyword', keyword)}
                          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'h-8 px-2' })}
                        >
                          {keyword}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : null}

          {run ? (
            <RunView
              run={run}
              notice={notice}
              acceptRef={acceptButton}
              onAccept={accept}
              onReject={() => close(true)}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Left and Right move between the toolbar's buttons (Tab reaches each of them too). */
function moveAlongToolbar(event: ReactKeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const next = (at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length;
  buttons[next]?.focus();
}

function RunView({
  run,
  notice,
  acceptRef,
  onAccept,
  onReject,
}: {
  run: SelectionHelpRun;
  notice: string | null;
  acceptRef: RefObject<HTMLButtonElement | null>;
  onAccept: () => void;
  onReject: () => void;
}) {
  const label =
    run.action === 'keyword' && run.keyword
      ? `Work in “${run.keyword}”`
      : SELECTION_ACTION_LABELS[run.action];
  const status =
    run.phase === 'writing'
      ? 'Writing a suggestion…'
      : run.phase === 'done'
        ? 'Suggestion ready.'
        : 'No suggestion.';
  const unchanged = run.phase === 'done' && run.suggestion === run.selection.text;
  return (
    <section
      aria-label={`${label} suggestion`}
      className="grid gap-2 border-t border-slate-200 pt-2 dark:border-slate-700"
    >
      <p className="flex items-center gap-2 px-1 font-semibold text-slate-900 dark:text-white">
        {run.phase === 'writing' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        <span>{label}</span>
        <span
          role="status"
          data-testid="selection-help-status"
          className="font-normal text-slate-600 dark:text-slate-400"
        >
          {status}
        </span>
      </p>
      {run.phase === 'failed' ? (
        <div
          role="alert"
          data-testid="selection-help-error"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {run.failure}
        </div>
      ) : (
        <SuggestionDiff
          before={run.selection.text}
          after={run.suggestion ?? run.text}
          claims={run.claims}
          writing={run.phase === 'writing'}
        />
      )}
      {run.phase === 'done' && run.claims.length > 0 ? (
        <ul
          data-testid="selection-help-claims"
          className="grid gap-1 px-1 text-amber-900 dark:text-amber-200"
        >
          {run.claims.map((claim) => (
            <li key={`${claim.kind}-${claim.start}`}>{selectionClaimNote(claim.value)}</li>
          ))}
        </ul>
      ) : null}
      {unchanged ? (
        <p className="px-1 text-slate-700 dark:text-slate-300">The AI suggests no change here.</p>
      ) : null}
      {notice ? (
        <p role="alert" className="px-1 font-medium text-red-700 dark:text-red-400">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {run.phase === 'done' && !unchanged ? (
          <button ref={acceptRef} type="button" onClick={onAccept} className={buttonClass({ size: 'sm' })}>
            <Check className="size-4" aria-hidden="true" />
            Accept
          </button>
        ) : null}
        <button
          type="button"
          onClick={onReject}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <X className="size-4" aria-hidden="true" />
          {run.phase === 'done' && !unchanged ? 'Reject' : run.phase === 'writing' ? 'Cancel' : 'Dismiss'}
        </button>
      </div>
    </section>
  );
}
