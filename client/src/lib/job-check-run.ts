import type { JobCheckInput, JobCheckProfile, JobCheckResult } from '@app/shared/job-check/dto';
import type { CvDetailsDto } from '@app/shared/profile/cv-details';
import { useEffect, useState } from 'react';
import { JOB_CHECK_DEBOUNCE_MS, shouldCheck } from './job-check-view';
import { useDebouncedValue } from './report/debounce';

type CheckModule = typeof import('@app/shared/job-check/check');

let loading: Promise<CheckModule> | null = null;

/**
 * The check's code (its word lists and readers) is fetched the first time an advert is long
 * enough, never with /generate's first load; a failed fetch is tried again next time.
 */
function loadCheck(): Promise<CheckModule> {
  loading ??= import('@app/shared/job-check/check').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * What the eligibility reads from the person's Nigerian CV details (issue 31 §2; the server's
 * `jobCheckProfileOf`, written here without the zod module it lives beside). A detail not given
 * leaves its requirement 'unknown'.
 */
export function jobCheckProfileFrom(details: CvDetailsDto | null | undefined): JobCheckProfile {
  if (!details) return {};
  const { degreeClass, nyscStatus, nyscYear, dateOfBirth, oLevel } = details;
  return { degreeClass, nyscStatus, nyscYear, dateOfBirth, oLevel };
}

/** The job check of these fields now (no debounce), or null when the advert is too short. */
export async function runJobCheck(
  input: JobCheckInput,
  profile: JobCheckProfile = {},
): Promise<JobCheckResult | null> {
  if (!shouldCheck(input)) return null;
  const { checkJob } = await loadCheck();
  return checkJob(input, profile);
}

export interface JobCheckState {
  result: JobCheckResult | null;
  /** The shown result is for older text (typing, or the check's code still loading). */
  updating: boolean;
  /** The check could not run (its code did not load); the form works as before. */
  failed: boolean;
}

/** The check of the form's job fields, run in the browser after each pause in typing. */
export function useJobCheck(input: JobCheckInput, profile: JobCheckProfile = {}): JobCheckState {
  // The profile changes only when the person saves it: its text is the effect's dependency.
  const profileKey = JSON.stringify(profile);
  // Debounced as one string: a new object each render would restart the wait forever.
  const key = JSON.stringify([input.jobTitle, input.companyName, input.jobDescription]);
  const settled = useDebouncedValue(key, JOB_CHECK_DEBOUNCE_MS);
  const [jobTitle, companyName, jobDescription] = JSON.parse(settled) as [string, string, string];
  const [state, setState] = useState<{
    for: JobCheckInput | null;
    result: JobCheckResult | null;
    failed: boolean;
  }>({ for: null, result: null, failed: false });
  useEffect(() => {
    let current = true;
    const fields = { jobTitle, companyName, jobDescription };
    if (!shouldCheck(fields)) {
      setState({ for: fields, result: null, failed: false });
      return;
    }
    runJobCheck(fields, JSON.parse(profileKey) as JobCheckProfile).then(
      (result) => current && setState({ for: fields, result, failed: false }),
      () => current && setState((s) => ({ ...s, for: fields, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [jobTitle, companyName, jobDescription, profileKey]);
  const same =
    state.for !== null &&
    state.for.jobTitle === input.jobTitle &&
    state.for.companyName === input.companyName &&
    state.for.jobDescription === input.jobDescription;
  // Under the minimum, nothing shows at once (not after the pause).
  const result = shouldCheck(input) ? state.result : null;
  return { result, updating: !same && shouldCheck(input), failed: state.failed };
}
