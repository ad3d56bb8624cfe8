import { checkJob } from '../job-check/check.js';
import type { EligibilityKind, JobCheckInput } from '../job-check/dto.js';
import {
  type CvDetailsDto,
  cvDetailsOf,
  DEGREE_CLASS_LABELS,
  EMPTY_CV_DETAILS,
  isEmptyCvDetails,
  NYSC_STATUS_LABELS,
} from './cv-details.js';

/**
 * Issue 31 §2: which of the person's Nigerian CV details a generation may use. Only where they
 * help: every detail the person gave when they ticked "Nigerian CV format", else only those the
 * advert asks about (its eligibility names a degree class, NYSC or O'Levels). The date of birth
 * never reaches the model unless ticked for that document, whatever the advert asks.
 */
export interface GenerationCvDetails {
  /** 'nigerian': the resume gets Personal Data and Referees sections from these details. */
  format: 'nigerian' | 'standard';
  details: CvDetailsDto;
}

export interface CvChoice {
  nigerianFormat: boolean;
  includeDateOfBirth: boolean;
}

export function cvDetailsForGeneration(
  details: CvDetailsDto | null,
  choice: CvChoice,
  job: JobCheckInput,
): GenerationCvDetails | null {
  if (!details || isEmptyCvDetails(details)) return null;
  const dateOfBirth = choice.includeDateOfBirth ? details.dateOfBirth : null;
  if (choice.nigerianFormat) return { format: 'nigerian', details: { ...details, dateOfBirth } };
  const asked = new Set<EligibilityKind>(checkJob(job).eligibility.map((r) => r.kind));
  const picked: CvDetailsDto = {
    ...EMPTY_CV_DETAILS,
    referees: [],
    degreeClass: asked.has('degree') ? details.degreeClass : null,
    nyscStatus: asked.has('nysc') ? details.nyscStatus : null,
    nyscYear: asked.has('nysc') ? details.nyscYear : null,
    oLevel: asked.has('olevel') ? details.oLevel : null,
    dateOfBirth: asked.has('age') ? dateOfBirth : null,
  };
  return isEmptyCvDetails(picked) ? null : { format: 'standard', details: picked };
}

function spokenDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The details as labelled lines: how the model's prompt names them and the text the fact check
 * treats as the person's own source (so "Second Class Lower" in a resume is supported, and an
 * invented "First Class" is not).
 */
export function cvDetailsLines(d: CvDetailsDto): string[] {
  const nysc = d.nyscStatus
    ? `NYSC: ${NYSC_STATUS_LABELS[d.nyscStatus]}${d.nyscYear ? `, ${d.nyscYear}` : ''}`
    : d.nyscYear
      ? `NYSC year: ${d.nyscYear}`
      : null;
  return [
    nysc,
    d.degreeClass ? `Degree class: ${DEGREE_CLASS_LABELS[d.degreeClass]}` : null,
    d.oLevel ? `O'Level: ${d.oLevel}` : null,
    d.stateOfOrigin ? `State of origin: ${d.stateOfOrigin}` : null,
    d.dateOfBirth ? `Date of birth: ${spokenDay(d.dateOfBirth)}` : null,
    ...d.referees.map(
      (r) => `Referee: ${[r.name, r.role, r.contact].filter((part): part is string => !!part).join(', ')}`,
    ),
  ].filter((line): line is string => line !== null);
}

/** Reads `generations.cv_details` back (jsonb, or its text); anything unexpected is null. */
export function generationCvDetailsOf(stored: unknown): GenerationCvDetails | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { format, details } = value as { format?: unknown; details?: unknown };
  const parsed = cvDetailsOf(details);
  if (isEmptyCvDetails(parsed)) return null;
  return { format: format === 'nigerian' ? 'nigerian' : 'standard', details: parsed };
}
