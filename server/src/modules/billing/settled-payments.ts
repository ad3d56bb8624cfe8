import type { Database } from '../../db/database.js';
import { findPayment, type PaymentRow } from './payments.repo.js';

/** Enough for a day of payments on a busy instance; about 300 bytes each. */
const MAX_ENTRIES = 10_000;

/** Per database (tests run several in one process), references in the order they were read. */
const memory = new WeakMap<Database, Map<string, PaymentRow>>();

/**
 * The payment with this reference. A payment that succeeded or failed never changes again (a
 * grant only takes a pending or abandoned payment), so those are remembered in memory: the
 * browser's verify after a grant and the provider's repeated webhooks, which are most of the
 * calls, then cost no query. Every server instance keeps its own; nothing needs invalidating.
 */
export async function findPaymentCached(db: Database, reference: string): Promise<PaymentRow | undefined> {
  const hit = memory.get(db)?.get(reference);
  if (hit) return hit;
  const row = await findPayment(db, reference);
  if (row && (row.status === 'success' || row.status === 'failed')) {
    const settled = memory.get(db) ?? new Map<string, PaymentRow>();
    memory.set(db, settled);
    if (settled.size >= MAX_ENTRIES) settled.delete(settled.keys().next().value as string);
    settled.set(reference, Object.freeze(row));
  }
  return row;
}
