import type { SelectionAction, SelectionAssistEvent } from '@app/shared/documents/assist';
import { SELECTION_MESSAGES } from '@app/shared/documents/assist';
import type { ReportClaim } from '@app/shared/report/dto';
import type { MarkdownSelection } from '../../components/editor/rich-editor-handle';
import { errorMessage, isNetworkError } from '../api-error';
import { diffWords, type WordDiffKind } from './word-diff';

/**
 * Issue 32: one request for help on a selection, from asking to the suggestion (or its failure),
 * as the panel beside the selection shows it. Pure, so the panel only renders it.
 */
export interface SelectionHelpRun {
  action: SelectionAction;
  keyword: string | null;
  /** The selection when it was asked about: Accept replaces exactly this. */
  selection: MarkdownSelection;
  phase: 'writing' | 'done' | 'failed';
  /** The model's words so far. */
  text: string;
  /** The cleaned suggestion, once done. */
  suggestion: string | null;
  claims: ReportClaim[];
  failure: string | null;
}

export const startSelectionRun = (
  action: SelectionAction,
  selection: MarkdownSelection,
  keyword: string | null = null,
): SelectionHelpRun => ({
  action,
  keyword,
  selection,
  phase: 'writing',
  text: '',
  suggestion: null,
  claims: [],
  failure: null,
});

/** The run after one streamed event; events after the end are ignored. */
export function foldSelectionEvent(run: SelectionHelpRun, event: SelectionAssistEvent): SelectionHelpRun {
  if (run.phase !== 'writing') return run;
  switch (event.type) {
    case 'token':
      return { ...run, text: run.text + event.text };
    case 'done':
      return { ...run, phase: 'done', suggestion: event.suggestion, claims: event.claims };
    case 'error':
      return { ...run, phase: 'failed', failure: event.message || SELECTION_MESSAGES.failed };
    default:
      return run;
  }
}

export const CONNECTION_LOST =
  'The connection was lost before the suggestion arrived. Please try again; an unfinished suggestion does not count towards your daily limit.';

/** A refusal before any writing (429, 422, 503, 400, 404) or a lost connection, as one sentence. */
export function selectionErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return CONNECTION_LOST;
  return errorMessage(error, SELECTION_MESSAGES.failed);
}

export function failSelectionRun(run: SelectionHelpRun, message: string): SelectionHelpRun {
  return run.phase === 'writing' ? { ...run, phase: 'failed', failure: message } : run;
}

/**
 * What Accept may do now: only a finished suggestion that changes something, and only while the
 * selected text is still what it was when asked (the person may have typed meanwhile).
 */
export function acceptState(
  run: SelectionHelpRun,
  content: string,
): 'ready' | 'unchanged' | 'stale' | 'not-ready' {
  if (run.phase !== 'done' || run.suggestion === null) return 'not-ready';
  const { start, end, text } = run.selection;
  if (content.slice(start, end) !== text) return 'stale';
  return run.suggestion === text ? 'unchanged' : 'ready';
}

export const STALE_SELECTION =
  'The text changed since you asked, so this suggestion was not applied. Select the words again and ask once more.';

/** One piece of the diff as shown: its kind and whether it is part of a claim to check. */
export interface MarkedPart {
  kind: WordDiffKind;
  text: string;
  claim: boolean;
}

/**
 * The word diff of the selection and the suggestion (or the words written so far), each part cut
 * where a claim of the suggestion begins or ends, so the claim's words can be marked.
 */
export function suggestionDiff(
  before: string,
  after: string,
  claims: readonly ReportClaim[] = [],
): MarkedPart[] {
  const parts = diffWords(before, after);
  const out: MarkedPart[] = [];
  let at = 0; // offset in `after`
  for (const part of parts) {
    if (part.kind === 'removed') {
      out.push({ kind: part.kind, text: part.text, claim: false });
      continue;
    }
    const from = at;
    const to = at + part.text.length;
    at = to;
    const cuts = new Set<number>([from, to]);
    for (const c of claims) {
      if (c.start > from && c.start < to) cuts.add(c.start);
      if (c.end > from && c.end < to) cuts.add(c.end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < points.length; i += 1) {
      const a = points[i] as number;
      const b = points[i + 1] as number;
      out.push({
        kind: part.kind,
        text: part.text.slice(a - from, b - from),
        claim: claims.some((c) => c.start < b && c.end > a),
      });
    }
  }
  return out;
}

/** Alt+A (or Ctrl+. / ⌘.) moves from the text to the writing help. */
export function isHelpShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code' | 'key'>,
) {
  if (event.shiftKey) return false;
  if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA') return true;
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key === '.';
}

/**
 * Where the help sits in its container: just under the selection, kept inside the container's
 * width. `rect` and `container` are viewport rectangles.
 */
export function helpPosition(
  rect: Pick<DOMRect, 'left' | 'bottom'>,
  container: Pick<DOMRect, 'left' | 'top' | 'width'>,
  width: number,
): { top: number; left: number } {
  const top = Math.max(0, rect.bottom - container.top + 6);
  const maxLeft = Math.max(0, container.width - width);
  const left = Math.min(Math.max(0, rect.left - container.left), maxLeft);
  return { top: Math.round(top), left: Math.round(left) };
}
