import type { JobImportResult, TJobImportRequest } from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { importFailure } from './job-import.errors.js';
import { jobFromPage } from './job-page.js';
import { OutboundFetchError } from './outbound-error.js';
import { fetchHtmlPage } from './outbound-fetch.js';

/**
 * Per account: each import makes this server fetch a page somebody else hosts, so a script must
 * not turn it into a crawler (or a way to knock on other sites' doors). A person pastes a few
 * links in a sitting; 30 in ten minutes is far above that.
 */
export const JOB_IMPORT_RULE: RateRule = { name: 'job-import:acct', limit: 30, windowSeconds: 10 * 60 };

/** Issue 31 §3: at most 2 MB read, at most 5 redirects. The time limit is OUTBOUND_TIMEOUT_MS. */
export const JOB_IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

export interface JobImportActor {
  userId: string;
}

/**
 * The job of a link (POST /api/job-import, jobImport.fromLink): the page fetched under the
 * outbound rules (outbound-fetch.ts), read from its schema.org JobPosting or its main text
 * (job-page.ts). Throws JobImportError (422) with a sentence when the link gives no advert.
 */
export async function importJobFor(
  deps: Pick<Deps, 'redis' | 'env' | 'logger'>,
  actor: JobImportActor,
  input: TJobImportRequest,
): Promise<JobImportResult> {
  await enforce(deps, [[JOB_IMPORT_RULE, actor.userId]]);
  const host = new URL(input.url).host;
  let page: Awaited<ReturnType<typeof fetchHtmlPage>>;
  try {
    page = await fetchHtmlPage(input.url, {
      allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE,
      timeoutMs: deps.env.OUTBOUND_TIMEOUT_MS,
      ...JOB_IMPORT_LIMITS,
    });
  } catch (error) {
    if (!(error instanceof OutboundFetchError)) throw error;
    // The host only: a link's path and query can carry someone's tokens.
    deps.logger.info(
      { host, reason: error.reason, status: error.status, cause: String(error.cause ?? '') },
      'job import: link not fetched',
    );
    throw importFailure(error.reason, error.status, error);
  }
  const job = jobFromPage(page.html, page.url);
  if (!job) {
    deps.logger.info({ host, reason: 'no_advert' }, 'job import: no advert on the page');
    throw importFailure('no_advert');
  }
  return job;
}
