import { runBillingSweep } from '@app/server/modules/billing/billing-sweep';
import type { Processor } from '../runtime/processor.js';

/**
 * The scheduled billing sweep: reminders, lapsed plans and trials, stale payments. Idempotent:
 * a re-delivered or overlapping run finds nothing left to do.
 */
export const runBillingSweepJob: Processor<'billing.sweep'> = async (_payload, { deps, logger }) => {
  const result = await runBillingSweep(deps);
  if (Object.values(result).some((n) => n > 0)) logger.info(result, 'billing sweep');
  return result;
};
