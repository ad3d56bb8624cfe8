import { runFollowUpSweep } from '@app/server/modules/applications/applications-assist.worker';
import type { Processor } from '../runtime/processor.js';

/**
 * The scheduled follow-up reminder sweep: one e-mail per application due. Idempotent: an
 * overlapping or re-delivered run finds every due application already claimed.
 */
export const runFollowUpSweepJob: Processor<'applications.follow-up-sweep'> = async (
  _payload,
  { deps, logger },
) => {
  const result = await runFollowUpSweep(deps);
  if (result.reminders > 0) logger.info(result, 'follow-up sweep');
  return result;
};
