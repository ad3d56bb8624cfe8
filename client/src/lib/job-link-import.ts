import type { JobImportResult } from '@app/shared/job-import/dto';
import { ZJobImportRequest } from '@app/shared/job-import/schemas';
import { closingText } from './applications/application-view';
import type { GenerateFormValues } from './generate-form';

/**
 * The words and small decisions of "Fill from a job link" on /generate (issue 31 §3), kept out of
 * the component: which link is sent, which fields a result fills, when to ask before replacing
 * what the person typed, and the notes after a fill.
 */

/** The generate form's job fields a job page can fill, in the form's order. */
export const JOB_LINK_FIELDS = ['jobTitle', 'companyName', 'companyLocation', 'jobDescription'] as const;
export type JobLinkField = (typeof JOB_LINK_FIELDS)[number];

const FIELD_NAMES: Record<JobLinkField, string> = {
  jobTitle: 'job title',
  companyName: 'company name',
  companyLocation: 'location',
  jobDescription: 'description',
};

/** The link as the server will read it, or the sentence it would answer (the same words, no request). */
export function checkJobLink(text: string): { ok: true; url: string } | { ok: false; message: string } {
  const parsed = ZJobImportRequest.safeParse({ url: text });
  if (parsed.success) return { ok: true, url: parsed.data.url };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Paste the link to the job advert.' };
}

/**
 * What a result puts in the form: only the fields the page gave. A field the page left empty
 * keeps what the form has, so a typed company name is never wiped by a page without one.
 */
export function filledValues(result: JobImportResult): Partial<Pick<GenerateFormValues, JobLinkField>> {
  const values: Partial<Pick<GenerateFormValues, JobLinkField>> = {};
  for (const field of JOB_LINK_FIELDS) if (result[field].trim() !== '') values[field] = result[field];
  return values;
}

/** The fields where the result would replace text the person has there (asked about first). */
export function fieldsToReplace(
  current: Pick<GenerateFormValues, JobLinkField>,
  result: JobImportResult,
): JobLinkField[] {
  const values = filledValues(result);
  return JOB_LINK_FIELDS.filter((field) => {
    const next = values[field];
    const now = (current[field] ?? '').trim();
    return next !== undefined && now !== '' && now !== next.trim();
  });
}

/** 'job title, company name and description' */
export function fieldList(fields: readonly JobLinkField[]): string {
  const names = fields.map((f) => FIELD_NAMES[f]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The sentence under "Replace what you typed?". */
export function replaceQuestion(fields: readonly JobLinkField[]): string {
  return `The advert would replace the ${fieldList(fields)} you typed.`;
}

/** 'jobberman.com' for https://www.jobberman.com/listings/…: the site a person recognises. */
export function linkHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** "Filled from jobberman.com. Check the details before writing." */
export const filledNote = (url: string) => `Filled from ${linkHost(url)}. Check the details before writing.`;

/** The fields the page did not give, for the person to add ('' when it gave them all). */
export function missingNote(result: JobImportResult): string {
  const missing = JOB_LINK_FIELDS.filter((field) => result[field].trim() === '');
  if (missing.length === 0) return '';
  return `The page did not give the ${fieldList(missing)}: add ${missing.length === 1 ? 'it' : 'them'} yourself if you know ${missing.length === 1 ? 'it' : 'them'}.`;
}

/** 'Closes 3 December 2026', or for a date gone by, 'Closed 15 March 2026' and a word of caution. */
export function closingNote(closingDate: string | null, today: string): string {
  if (!closingDate) return '';
  const text = closingText(closingDate, today);
  return closingDate < today ? `${text}. Check the advert is still open before you apply.` : `${text}.`;
}
