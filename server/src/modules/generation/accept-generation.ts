import type { GenerationCvDetails } from '@app/shared';
import {
  type CreditRequest,
  type CreditState,
  type GenerationRefusalCode,
  getPlan,
  refusalFor,
  type TGenerationRequest,
} from '@app/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { type CreditSnapshot, readCreditSnapshot } from './credits.repo.js';
import { type GenerationRow, insertAcceptedGeneration } from './generation.repo.js';

/** Whether the request may go ahead on this state, and whether it is counted against credits. */
export function creditDecision(
  state: CreditState,
  request: CreditRequest,
  now: Date,
): { ok: true; unlimited: boolean } | { ok: false; code: GenerationRefusalCode } {
  const refusal = refusalFor(state, request, now);
  if (refusal) return { ok: false, code: refusal };
  return { ok: true, unlimited: getPlan(state.plan).limits.isUnlimited };
}

/** Each lost race means another request of the same person went through: this many is absurd. */
const MAX_TRIES = 8;

/**
 * Checks the plan and credits (DECISIONS.md's order) and, when they allow it, takes the credits
 * and stores the generation. Optimistic, not locking: one read, one guarded statement, which is
 * two round trips instead of a transaction's five; when the user's row changed between the two
 * (a parallel request spent a credit), it reads again and decides again, so two requests can
 * never spend the same credit. `snapshot` is a read the caller already made, if any.
 */
export async function acceptGeneration(
  db: Database,
  input: {
    userId: string;
    request: TGenerationRequest;
    resumeFileId: string | null;
    /** The CV details this generation may use (issue 31 §2), or null. */
    cvDetails: GenerationCvDetails | null;
    wanted: CreditRequest;
    now: Date;
  },
  snapshot?: CreditSnapshot,
): Promise<{ ok: true; row: GenerationRow; plan: string } | { ok: false; code: GenerationRefusalCode }> {
  let current = snapshot;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    current ??= await readCreditSnapshot(db, input.userId);
    if (!current)
      throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');
    const decision = creditDecision(current.state, input.wanted, input.now);
    if (!decision.ok) return decision;
    const row = await insertAcceptedGeneration(db, {
      userId: input.userId,
      request: input.request,
      resumeFileId: input.resumeFileId,
      cvDetails: input.cvDetails,
      language: current.language,
      reserved: input.wanted,
      unlimited: decision.unlimited,
      version: current.version,
      now: input.now,
    });
    // The plan the credits were taken on: it decides the job's place in the queue.
    if (row) return { ok: true, row, plan: current.state.plan };
    current = undefined;
  }
  throw new AppError(
    'CONFLICT',
    'Your account is busy with other requests right now. Please try again in a moment.',
  );
}
