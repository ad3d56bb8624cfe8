import { groupClaims, type ReportClaimGroup } from '@app/shared/report/claim-harm';
import type {
  ReportAnalysis,
  ReportClaim,
  ReportInput,
  ReportKeyword,
  ReportSourceDto,
  ReportStructureCheck,
} from '@app/shared/report/dto';
import { CLAIM_GROUP_LABELS } from './wording';

/** How many missing keywords a result card names (the editor lists them all). */
export const CARD_MISSING_COUNT = 5;

/** What `analyzeDocument` reads, from what the server gave and the text in front of the person. */
export function reportInputOf(source: ReportSourceDto, text: string): ReportInput {
  return {
    kind: source.kind,
    jobTitle: source.jobTitle,
    companyName: source.companyName,
    jobDescription: source.jobDescription,
    text,
    sourceText: source.sourceText,
  };
}

/** The heaviest missing keywords, at most `count`. */
export function topMissing(analysis: ReportAnalysis, count = CARD_MISSING_COUNT): string[] {
  return analysis.missing.slice(0, Math.max(0, count));
}

/** Keywords split for the panel, each side keeping the analysis's order (heaviest first). */
export function splitKeywords(keywords: readonly ReportKeyword[]): {
  matched: ReportKeyword[];
  missing: ReportKeyword[];
} {
  return {
    matched: keywords.filter((k) => k.matched),
    missing: keywords.filter((k) => !k.matched),
  };
}

/** Failed checks first: they are what the person can act on. */
export function orderChecks(checks: readonly ReportStructureCheck[]): ReportStructureCheck[] {
  return [...checks.filter((c) => !c.passed), ...checks.filter((c) => c.passed)];
}

/**
 * The claims in the groups the "Please check" list shows, most harmful group first (an invented
 * employer or degree does the most harm), each with its heading.
 */
export function claimGroupsOf<T extends Pick<ReportClaim, 'kind' | 'start'>>(
  claims: readonly T[],
): Array<{ group: ReportClaimGroup; label: string; claims: T[] }> {
  return groupClaims(claims).map((g) => ({ ...g, label: CLAIM_GROUP_LABELS[g.group] }));
}

/** A stable key for a claim in a list that re-renders on every pause in typing. */
export const claimKey = (claim: { kind: string; value: string }, index: number): string =>
  `${claim.kind}:${claim.value}:${index}`;
