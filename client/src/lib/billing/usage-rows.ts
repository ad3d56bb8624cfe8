import type { UsageSummary } from '@app/shared/users/usage';

export interface UsageRow {
  key: 'coverLetters' | 'resumes';
  label: string;
  used: string;
  available: string;
  total: string;
  isUnlimited: boolean;
  /** Share of the total already used, 0–100; null when unlimited (there is no share of ∞). */
  percentUsed: number | null;
}

const LABELS: Record<UsageRow['key'], string> = { coverLetters: 'Cover letters', resumes: 'Resumes' };
const show = (n: number) => (Number.isFinite(n) ? String(n) : '∞');

/** Spec 01 §3 usage summary as the rows of the usage panel: used / available / total, ∞ when unlimited. */
export function usageRows(summary: UsageSummary): UsageRow[] {
  return (['coverLetters', 'resumes'] as const).map((key) => {
    const kind = summary[key];
    const percentUsed = kind.isUnlimited
      ? null
      : kind.total === 0
        ? 0
        : Math.min(100, Math.round((kind.used / kind.total) * 100));
    return {
      key,
      label: LABELS[key],
      used: show(kind.used),
      available: show(kind.available),
      total: show(kind.total),
      isUnlimited: kind.isUnlimited,
      percentUsed,
    };
  });
}
