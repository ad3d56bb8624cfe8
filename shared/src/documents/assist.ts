import { z } from 'zod';
import type { ReportClaim } from '../report/dto.js';
import { plainText } from '../text/plain-text.js';
import { ZDocumentContent, ZDocumentId } from './schemas.js';

/**
 * Issue 32: AI help on a selection in the editor. The person selects a bullet or a sentence and
 * asks for one of these; the suggestion streams in beside it and Accept replaces the selection.
 */
export const SELECTION_ACTIONS = ['stronger', 'shorter', 'grammar', 'keyword'] as const;
export type SelectionAction = (typeof SELECTION_ACTIONS)[number];

export const SELECTION_ACTION_LABELS: Record<SelectionAction, string> = {
  stronger: 'Stronger',
  shorter: 'Shorter',
  grammar: 'Fix grammar',
  keyword: 'Work in a keyword',
};

/** Longest selection the model is asked to rewrite: a bullet or a short paragraph. */
export const SELECTION_MAX_CHARS = 1_500;
export const KEYWORD_MAX_CHARS = 80;

/** Selection help requests per Lagos day (no document credit is used). */
export const SELECTION_HELP_LIMITS = { free_trial: 10, paid: 100 } as const;

export const SELECTION_MESSAGES = {
  action: 'Choose Stronger, Shorter, Fix grammar or Work in a keyword.',
  offsets: 'Select the words you want help with again: the selection does not match the document text.',
  empty: 'Select a bullet or a sentence first.',
  tooLong: `Select less text: help works on up to ${SELECTION_MAX_CHARS.toLocaleString('en-NG')} characters at a time, such as one bullet or one paragraph.`,
  keywordRequired: 'Choose the keyword to work in.',
  keywordTooLong: `The keyword is too long. Keep it under ${KEYWORD_MAX_CHARS} characters.`,
  keywordUnsupported: (keyword: string) =>
    `Your own resume does not mention "${keyword}", so we did not add it. Add it yourself only if it is true.`,
  fairUse: (limit: number) =>
    `You have used today's ${limit} writing suggestions. They are available again tomorrow.`,
  aiUnavailable:
    'Writing suggestions are not available right now because no AI provider is configured. Please try again later.',
  failed:
    'Something went wrong while writing the suggestion. Please try again; this did not count towards your daily limit.',
  emptyAnswer:
    'The AI returned an empty suggestion. Please try again; this did not count towards your daily limit.',
  timeout: 'This is taking longer than usual. Please try again.',
} as const;

const ZOffset = z
  .number({ error: SELECTION_MESSAGES.offsets })
  .int(SELECTION_MESSAGES.offsets)
  .min(0, SELECTION_MESSAGES.offsets);

/**
 * POST /api/documents/{id}/assist body. `start`/`end` are UTF-16 offsets (end exclusive) into the
 * document's current text: the stored one, or `content` when the editor sends its unsaved text.
 */
export const ZSelectionAssistBody = z
  .object({
    action: z.enum(SELECTION_ACTIONS, { error: SELECTION_MESSAGES.action }),
    start: ZOffset,
    end: ZOffset,
    keyword: plainText({ error: SELECTION_MESSAGES.keywordRequired })
      .max(KEYWORD_MAX_CHARS, SELECTION_MESSAGES.keywordTooLong)
      .optional(),
    /** The editor's text when it has unsaved changes; the offsets then refer to it. */
    content: ZDocumentContent.optional(),
  })
  .refine((b) => b.end > b.start, { message: SELECTION_MESSAGES.empty, path: ['end'] })
  .refine((b) => b.end - b.start <= SELECTION_MAX_CHARS, {
    message: SELECTION_MESSAGES.tooLong,
    path: ['end'],
  })
  .refine((b) => b.action !== 'keyword' || (b.keyword ?? '').trim().length > 0, {
    message: SELECTION_MESSAGES.keywordRequired,
    path: ['keyword'],
  });
export type TSelectionAssistBody = z.infer<typeof ZSelectionAssistBody>;

/** `documents.assist` (a subscription) and `documents.assistWait`. */
export const ZSelectionAssistInput = z.intersection(z.object({ id: ZDocumentId }), ZSelectionAssistBody);
export type TSelectionAssistInput = z.infer<typeof ZSelectionAssistInput>;

/** The answer of POST /api/documents/{id}/assist. */
export interface SelectionAssistResult {
  /** The text to put in place of the selection (the selection itself when nothing changes). */
  suggestion: string;
  /** What the suggestion claims that the person's own source does not support (offsets into `suggestion`). */
  claims: ReportClaim[];
}

/** What the browser's subscription receives: tokens as the model writes, then the result. */
export type SelectionAssistEvent =
  | { type: 'token'; text: string }
  | ({ type: 'done' } & SelectionAssistResult)
  | { type: 'error'; code: string; message: string };

export { sourceSupportsKeyword } from './selection-keyword.js';

/** The sentence beside a claim the suggestion adds that the person's own source does not support. */
export const selectionClaimNote = (value: string): string =>
  `Please check: ${value} — your resume does not mention this.`;
