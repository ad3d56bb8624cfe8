import { cvDetailsLines, cvDetailsOf, PERSONAL_DETAIL_LABELS } from '@app/shared';

/** Typed details in the order and with the labels the generate form shows. */
const LABELS = PERSONAL_DETAIL_LABELS;

/**
 * The personal details a person typed, as lines ("Full name: Ada Obi", …): the text the match
 * report checks a document's claims against when there was no resume. Empty and unknown fields
 * are left out; stored JSON of any shape is read field by field.
 */
export function personalDetailsText(details: unknown): string | null {
  const value = typeof details === 'string' ? parsed(details) : details;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const lines = LABELS.flatMap(([key, label]) => {
    const value = record[key];
    return typeof value === 'string' && value.trim() !== '' ? [`${label}: ${value.trim()}`] : [];
  });
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * What the person gave a generation, for the report: their resume's text, with any details they
 * also typed after it; or the details alone. Null when they gave neither.
 */
export function generationSource(
  resumeText: string | null,
  personalDetails: unknown,
  cvDetails: unknown = null,
): { text: string; kind: 'resume' | 'personal_details' } | null {
  const typed = personalDetailsText(personalDetails);
  // Issue 31 §2: the CV details the generation used are the person's own words too.
  const cv = cvDetailsText(cvDetails);
  const details = typed && cv ? `${typed}\n${cv}` : (typed ?? cv);
  if (resumeText) return { text: details ? `${resumeText}\n\n${details}` : resumeText, kind: 'resume' };
  return details ? { text: details, kind: 'personal_details' } : null;
}

/** The stored `generations.cv_details` ({format, details}) as labelled lines, or null. */
export function cvDetailsText(stored: unknown): string | null {
  const value = typeof stored === 'string' ? parsed(stored) : stored;
  if (typeof value !== 'object' || value === null) return null;
  const lines = cvDetailsLines(cvDetailsOf((value as { details?: unknown }).details));
  return lines.length > 0 ? lines.join('\n') : null;
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
