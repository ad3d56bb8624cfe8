/**
 * Every requirement the advert states, sentence by sentence, each read by the reader of its kind
 * and judged against the profile. The same requirement said twice (a summary and a list) is
 * listed once, where it first appears.
 */
import type { Advert } from './advert.js';
import { closingDate, lagosToday } from './dates.js';
import type { EligibilityRequirement, JobCheckOptions, JobCheckProfile } from './dto.js';
import { readAge } from './eligibility-age.js';
import { readCertification } from './eligibility-certification.js';
import { readDegree } from './eligibility-degree.js';
import { readExperience } from './eligibility-experience.js';
import { readNysc } from './eligibility-nysc.js';
import { readOLevel } from './eligibility-olevel.js';

// Case-sensitive on purpose: an acronym (NYSC, WAEC, COREN, HND) is in capitals, the rest are words.
const MAY_REQUIRE =
  /\d|[A-Z]{3,}|[Cc]lass|[Cc]redit|[Cc]orps|[Ee]xempt|[Yy]ears?\b|[Aa]ge[ds]?\b|[Oo]lder|[Yy]ounger|[Ii]nstitute|[Cc]ouncil|[Cc]hartered|[Ll]icen|[Cc]alled to|[Ee]xperience|[Ll]evel|[Dd]istinction/;

/** What makes two requirements the same: their kind and what they ask, not their wording. */
function sameness(r: EligibilityRequirement): string {
  switch (r.kind) {
    case 'degree':
      return `degree:${r.minimumClass}:${r.minimumHnd}`;
    case 'nysc':
      return `nysc:${r.accepts.join(',')}:${r.earliestYear}:${r.latestYear}`;
    case 'age':
      return `age:${r.minAge}:${r.maxAge}:${r.asOf}`;
    case 'olevel':
      return `olevel:${r.credits}:${r.subjects.join(',')}:${r.sittings}`;
    case 'experience':
      return `experience:${r.minYears}:${r.maxYears}`;
    case 'certification':
      return `certification:${r.bodies.join(',')}:${r.anyOf}`;
  }
}

export function readEligibility(
  advert: Advert,
  profile: JobCheckProfile = {},
  options: JobCheckOptions = {},
): EligibilityRequirement[] {
  const ctx = { closingDate: closingDate(advert.text), today: options.today ?? lagosToday() };
  const seen = new Set<string>();
  const out: EligibilityRequirement[] = [];
  for (const sentence of advert.sentences) {
    // Only a sentence with a figure or a requirement's word can hold one: most are skipped at once.
    if (!MAY_REQUIRE.test(sentence.text)) continue;
    const found = [
      readDegree(sentence, profile),
      readNysc(sentence, profile),
      readAge(sentence, profile, ctx),
      readOLevel(sentence, profile),
      readExperience(sentence, profile),
      readCertification(sentence, profile),
    ];
    for (const r of found) {
      if (!r) continue;
      const key = sameness(r);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(r);
    }
  }
  return out;
}
