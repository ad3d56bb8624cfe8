import type { RateRule } from '../../auth/rate-limit.js';

/**
 * Per-account limits of the calls that change what a document's files look like (counted in
 * Redis like every limit, auth/rate-limit.ts). Each writes the document and queues its PDF
 * (prerender.ts). Saves are explicit (Save Changes, no autosave; the editor keeps every
 * keystroke in the tab, not on the server), so a person saves once per round of edits: a few a
 * minute at the very most. The limits are far above that and far below a script's thousands.
 */
export const DOCUMENT_RULES = {
  /** One save every 5 s for ten minutes straight; the attack of issue 27 made 76 a second. */
  save: { name: 'document-save:acct', limit: 120, windowSeconds: 10 * 60 },
  /** A click per design (at most three of a kind), every 10 s for ten minutes. */
  design: { name: 'document-design:acct', limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;
