/**
 * The job check (issue 31 §1): scam signs with their evidence, the risk they add up to, and the
 * advert's eligibility requirements against the person's profile. Pure and quick, so the browser
 * shows it as the advert is pasted and the server answers POST /api/job-check with the same.
 */
import { advertOf } from './advert.js';
import type {
  JobCheckInput,
  JobCheckOptions,
  JobCheckProfile,
  JobCheckResult,
  JobReassurance,
} from './dto.js';
import { readEligibility } from './eligibility.js';
import { findNoFee } from './no-fee.js';
import { riskOf } from './risk.js';
import { findFlags } from './signs.js';

export function checkJob(
  input: JobCheckInput,
  profile: JobCheckProfile = {},
  options: JobCheckOptions = {},
): JobCheckResult {
  const advert = advertOf(input);
  const flags = findFlags(advert);
  const noFee = findNoFee(advert);
  const reassurances: JobReassurance[] = noFee
    ? [
        {
          id: 'no_fee',
          label: 'Says applying is free',
          explanation: 'The advert states that it never asks applicants for money, as real employers do.',
          evidence: noFee.text,
          start: noFee.start,
          end: noFee.end,
        },
      ]
    : [];
  return {
    risk: riskOf(flags, noFee !== null),
    flags,
    reassurances,
    eligibility: readEligibility(advert, profile, options),
  };
}
