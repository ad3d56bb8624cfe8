import {
  checkJob,
  cvDetailsOf,
  type JobCheckResult,
  jobCheckProfileOf,
  type TJobCheckRequest,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';

/**
 * Per account, like the match report's read-backs (documents/report.service.ts). The browser
 * runs the same check itself as the person types (shared/src/job-check), so the server is asked
 * once per advert at most: a check every 5 s for ten minutes is far above that, and far below a
 * script scanning adverts in bulk on our CPU.
 */
export const JOB_CHECK_RULE: RateRule = { name: 'job-check:acct', limit: 120, windowSeconds: 10 * 60 };

export interface JobCheckActor {
  userId: string;
  /** The person's stored CV details (users.cv_details), read with the session. */
  cvDetails: unknown;
}

/**
 * The job check of an advert (POST /api/job-check, jobCheck.check): scam signs, risk and
 * eligibility, judged against the person's CV details (issue 31 §2): a detail not given leaves
 * its requirement 'unknown'.
 */
export async function checkJobFor(
  deps: Pick<Deps, 'redis' | 'env'>,
  actor: JobCheckActor,
  input: TJobCheckRequest,
): Promise<JobCheckResult> {
  await enforce(deps, [[JOB_CHECK_RULE, actor.userId]]);
  return checkJob(input, jobCheckProfileOf(cvDetailsOf(actor.cvDetails)));
}
