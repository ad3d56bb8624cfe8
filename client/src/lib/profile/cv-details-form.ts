import {
  type CvDetailsDto,
  EMPTY_CV_DETAILS,
  type TCvDetailsPatch,
  ZCvDetailsPatch,
} from '@app/shared/profile/cv-details';

/** The Nigerian CV details as the form holds them: text for every field, up to 3 referee rows. */
export interface CvDetailsFormValues {
  nyscStatus: string;
  nyscYear: string;
  stateOfOrigin: string;
  dateOfBirth: string;
  degreeClass: string;
  oLevel: string;
  referees: { name: string; role: string; contact: string }[];
}

export type CvDetailsFieldErrors = Partial<Record<string, string>>;

export function cvDetailsFormValues(details: CvDetailsDto | null): CvDetailsFormValues {
  const d = details ?? EMPTY_CV_DETAILS;
  return {
    nyscStatus: d.nyscStatus ?? '',
    nyscYear: d.nyscYear === null ? '' : String(d.nyscYear),
    stateOfOrigin: d.stateOfOrigin ?? '',
    dateOfBirth: d.dateOfBirth ?? '',
    degreeClass: d.degreeClass ?? '',
    oLevel: d.oLevel ?? '',
    referees: d.referees.map((r) => ({ name: r.name, role: r.role ?? '', contact: r.contact ?? '' })),
  };
}

/**
 * The form as the whole patch (every field sent, '' clearing it), checked with the server's own
 * schema so a mistake shows beside its field before anything is sent. A referee row left wholly
 * empty is dropped rather than refused.
 */
export function checkCvDetailsForm(
  values: CvDetailsFormValues,
): { ok: true; patch: TCvDetailsPatch } | { ok: false; errors: CvDetailsFieldErrors } {
  const referees = values.referees.filter((r) => `${r.name}${r.role}${r.contact}`.trim() !== '');
  const parsed = ZCvDetailsPatch.safeParse({
    nyscStatus: values.nyscStatus,
    nyscYear: values.nyscYear.trim(),
    stateOfOrigin: values.stateOfOrigin,
    dateOfBirth: values.dateOfBirth,
    degreeClass: values.degreeClass,
    oLevel: values.oLevel,
    referees,
  });
  if (parsed.success) return { ok: true, patch: parsed.data };
  const errors: CvDetailsFieldErrors = {};
  for (const issue of parsed.error.issues) {
    // referees.1.name → the row the person typed in (empty rows were dropped before the check).
    const [field, row, part] = issue.path;
    const key =
      field === 'referees' && typeof row === 'number'
        ? `referees.${values.referees.indexOf(referees[row] as CvDetailsFormValues['referees'][number])}.${String(part ?? 'name')}`
        : String(field);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Whether the form differs from what is stored (Save is offered only then). */
export function cvDetailsChanged(values: CvDetailsFormValues, stored: CvDetailsDto | null): boolean {
  return JSON.stringify(values) !== JSON.stringify(cvDetailsFormValues(stored));
}
