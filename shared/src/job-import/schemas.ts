import { z } from 'zod';
import { plainText } from '../text/plain-text.js';
import { JOB_IMPORT_MESSAGES } from './messages.js';

/** Longer links exist only to smuggle something; job pages fit easily. */
export const JOB_IMPORT_URL_MAX = 2_048;

/** "jobberman.com/job/x", as people copy it from a phone's address bar: read as https. */
const BARE_HOST = /^[\w-]+(\.[\w-]+)+(?::\d+)?(?:[/?#]|$)/;

/** The link as a URL (a bare host read as https), or null when the WHATWG parser refuses it. */
function linkOf(value: string): URL | null {
  const text = BARE_HOST.test(value) ? `https://${value}` : value;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/job-import and tRPC jobImport.fromLink: the link of a job advert. Checked here (so the
 * browser can say the same before sending): a whole http(s) link without a user name or password.
 * The address it leads to is checked by the server when it fetches (public addresses only).
 */
export const ZJobImportRequest = z.object({
  url: plainText({ error: JOB_IMPORT_MESSAGES.url })
    .trim()
    .min(1, JOB_IMPORT_MESSAGES.url)
    .max(JOB_IMPORT_URL_MAX, JOB_IMPORT_MESSAGES.tooLong)
    .superRefine((value, ctx) => {
      const url = linkOf(value);
      if (!url) ctx.addIssue({ code: 'custom', message: JOB_IMPORT_MESSAGES.invalidUrl });
      else if (url.protocol !== 'https:' && url.protocol !== 'http:')
        ctx.addIssue({ code: 'custom', message: JOB_IMPORT_MESSAGES.protocol });
      else if (url.username || url.password)
        ctx.addIssue({ code: 'custom', message: JOB_IMPORT_MESSAGES.credentials });
    })
    .transform((value) => linkOf(value)?.href ?? value),
});
export type TJobImportRequest = z.infer<typeof ZJobImportRequest>;
