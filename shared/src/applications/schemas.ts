import { z } from 'zod';
import { JOB_DESCRIPTION_MAX } from '../generation/schemas.js';
import { plainText } from '../text/plain-text.js';
import { APPLICATION_MESSAGES as M } from './messages.js';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, NOTE_KINDS } from './statuses.js';

export * from './statuses.js';

/** A malformed id reads like a missing application: it says nothing about what exists. */
export const ZApplicationId = z.uuid({ error: M.notFound });
export const ZApplicationRef = z.object({ id: ZApplicationId });
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, { error: M.status });
export const ZNoteKind = z.enum(NOTE_KINDS, { error: M.kind });

const required = (message: string, max: number, field: string) =>
  plainText({ error: message }).trim().min(1, message).max(max, M.tooLong(field, max));

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused); null clears it. */
export const ZClosingDate = z
  .string({ error: M.closingDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.closingDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, M.closingDate);

/** Only http(s) links: a `javascript:` or `data:` link is refused, never stored. */
export const ZJobUrl = plainText({ error: M.jobUrl })
  .trim()
  .max(APPLICATION_LIMITS.url, M.tooLong('Job link', APPLICATION_LIMITS.url))
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, M.jobUrl);

/** An optional field: '' and null mean "none". */
const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/** POST /api/applications body and `applications.create` input. */
export const ZApplicationCreate = z.object({
  jobTitle: required(M.jobTitle, APPLICATION_LIMITS.title, 'Job title'),
  companyName: required(M.companyName, APPLICATION_LIMITS.company, 'Company name'),
  companyLocation: clearable(
    plainText()
      .trim()
      .max(APPLICATION_LIMITS.location, M.tooLong('Company location', APPLICATION_LIMITS.location)),
  ),
  jobDescription: plainText({ error: M.jobDescription })
    .trim()
    .min(10, M.jobDescription)
    .max(JOB_DESCRIPTION_MAX, M.tooLong('Job description', JOB_DESCRIPTION_MAX)),
  jobUrl: clearable(ZJobUrl),
  closingDate: clearable(ZClosingDate),
});
export type TApplicationCreate = z.output<typeof ZApplicationCreate>;

/** PATCH /api/applications/{id} body: any of these; unknown keys refused by name. */
export const ZApplicationPatchBody = z.strictObject({
  status: ZApplicationStatus.optional(),
  notes: plainText().max(APPLICATION_LIMITS.notes, M.tooLong('Notes', APPLICATION_LIMITS.notes)).optional(),
  closingDate: clearable(ZClosingDate),
  jobUrl: clearable(ZJobUrl),
});
export const ZApplicationPatch = ZApplicationPatchBody.extend({ id: ZApplicationId });
export type TApplicationPatch = z.output<typeof ZApplicationPatchBody>;

/** GET /api/applications query and `applications.list` input. */
export const ZApplicationListQuery = z.object({
  status: z
    .union([z.literal('').transform(() => undefined), ZApplicationStatus], { error: M.status })
    .optional(),
  q: plainText()
    .trim()
    .max(APPLICATION_LIMITS.search, M.tooLong('Search', APPLICATION_LIMITS.search))
    .optional(),
  /** Only those closing within this many days from today (Lagos), e.g. 7. */
  closingWithinDays: z.coerce.number().int().min(0).max(366).optional(),
});
export type TApplicationListQuery = z.output<typeof ZApplicationListQuery>;

export const ZFollowUpBody = z.object({ kind: ZNoteKind });
export const ZFollowUpRequest = ZFollowUpBody.extend({ id: ZApplicationId });

/** Settings: follow-up reminder after N days, or null for off. */
export const ZFollowUpDays = z.union(
  [
    z.null(),
    z.number({ error: M.followUpDays }).int(M.followUpDays).min(1, M.followUpDays).max(60, M.followUpDays),
  ],
  { error: M.followUpDays },
);
