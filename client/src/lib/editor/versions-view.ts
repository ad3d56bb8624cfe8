import { effectiveTemplate, type TemplateKind } from '@app/shared/documents/templates';
import { formatInZone } from '@app/shared/format/time';
import { displayTimeZone } from '../format-date';

/**
 * What the History panel (issue 32) says about the versions of a document: pure, so it is tested
 * without a browser.
 */

/** '28 Nov 2026, 2:05 PM': when a version was saved, on the person's clock (Lagos by default). */
export function versionTime(savedAt: string, timeZone: string = displayTimeZone()): string {
  const at = new Date(savedAt);
  const day = formatInZone(at, 'shortDate', timeZone);
  return day ? `${day}, ${formatInZone(at, 'time', timeZone)}` : '';
}

/** The display name of the design a version was saved with ('Classic'). */
export const designName = (kind: TemplateKind, templateId: string | null): string =>
  effectiveTemplate(kind, templateId).name;

/**
 * The versions chosen to compare after `n` is ticked (`checked`) or unticked: two at most, in the
 * order chosen; a third choice replaces the earliest, so the latest two are always compared.
 */
export function toggleChoice(chosen: readonly number[], n: number, checked: boolean): number[] {
  const without = chosen.filter((c) => c !== n);
  if (!checked) return without;
  return [...without, n].slice(-2);
}

/** The two chosen versions as older → newer, or null until two are chosen. */
export function comparisonOf(chosen: readonly number[]): { from: number; to: number } | null {
  if (chosen.length !== 2) return null;
  const [a, b] = chosen as [number, number];
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** The hint above the list: what to do next to compare. */
export function compareHint(chosen: readonly number[]): string {
  const pair = comparisonOf(chosen);
  if (pair) return `Showing the changes from version ${pair.from} to version ${pair.to}.`;
  if (chosen.length === 1) return `Version ${chosen[0]} chosen. Choose one more version to compare.`;
  return 'Tick two versions to see what changed between them.';
}

/** The restore confirmation's sentences. */
export function restoreWarning(n: number, dirty: boolean): string[] {
  const lines = [
    `Version ${n} becomes the current text, saved as a new version.`,
    'The current text is kept in History, so you can go back to it at any time.',
  ];
  if (dirty)
    lines.push(
      'Your unsaved changes in the editor will be replaced by this version and cannot be recovered.',
    );
  return lines;
}
