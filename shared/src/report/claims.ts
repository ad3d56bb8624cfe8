/**
 * The invented-claim guard ("Please check"): employers, titles, degrees, schools, certifications,
 * memberships, awards, figures, percentages and dates that the document states and the person's
 * source does not support. Nothing is removed: each is listed with its sentence for the person to
 * check, the most harmful first (claim-harm.ts).
 *
 * Each finder reads one kind of claim, in every shape a model writes it, and compares it with the
 * source by meaning (figures.ts, dates.ts, degrees.ts, meaning.ts); the order below decides who
 * reads a span first. What only reaches the person (contact lines, a letter's header and
 * sign-off) is never a claim.
 */

import { findCredentialClaims } from './claim-credentials.js';
import { findDateClaims } from './claim-dates.js';
import { findDegreeClaims, findSchoolClaims } from './claim-education.js';
import { findFigureClaims, findPercentClaims } from './claim-figures.js';
import { compareClaims } from './claim-harm.js';
import { findRoleLineClaims } from './claim-role-lines.js';
import { findSentenceRoleClaims } from './claim-roles.js';
import { type ClaimContext, ClaimSink } from './claim-sink.js';
import { nonClaimSpans } from './contact.js';
import type { ReportClaim } from './dto.js';

export type { ClaimContext } from './claim-sink.js';

const MAX_CLAIMS = 50;

/** Finds what the document claims that the source does not support, most harmful first. */
export function findClaims(ctx: ClaimContext): ReportClaim[] {
  const sink = new ClaimSink(ctx);
  for (const [start, end] of nonClaimSpans(ctx.text, ctx.lines, ctx.kind === 'cover_letter'))
    sink.take(start, end);
  // Dates before figures ("2019" is a year); role lines before schools and bodies ("Lecturer —
  // Yaba College of Technology" is an employer); degrees before awards ("First Class Honours");
  // credentials before sentence employers ("at the Africa Fintech Awards"); figures last, so the
  // digits of every name above are already spoken for.
  findDateClaims(sink);
  findPercentClaims(sink);
  findRoleLineClaims(sink);
  findDegreeClaims(sink);
  findCredentialClaims(sink);
  findSentenceRoleClaims(sink);
  findSchoolClaims(sink);
  findFigureClaims(sink);
  return sink.claims.sort(compareClaims).slice(0, MAX_CLAIMS);
}
