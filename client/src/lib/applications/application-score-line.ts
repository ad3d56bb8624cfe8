import type { ScorePoint } from '@app/shared/applications/dto';

export interface PlottedPoint extends ScorePoint {
  x: number;
  y: number;
}

export interface ScoreLine {
  /** The SVG path through every point, oldest to newest; empty for a single point. */
  path: string;
  points: PlottedPoint[];
}

/** Oldest first, as a line is read left to right. */
export const oldestFirst = (points: readonly ScorePoint[]): ScorePoint[] =>
  [...points].sort((a, b) => a.at.localeCompare(b.at));

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An axis-free sparkline in a `width` × `height` box. The vertical scale is always 0–100 (the
 * score's own range), so a small change looks small; points are spread evenly by order rather
 * than by time, so a burst of saves in one hour stays readable.
 */
export function scoreLine(points: readonly ScorePoint[], width: number, height: number, pad = 4): ScoreLine {
  const sorted = oldestFirst(points);
  const inner = { w: width - 2 * pad, h: height - 2 * pad };
  const plotted = sorted.map((p, i) => {
    const clamped = Math.min(100, Math.max(0, p.score));
    return {
      ...p,
      x: round(sorted.length === 1 ? width / 2 : pad + (inner.w * i) / (sorted.length - 1)),
      y: round(pad + inner.h * (1 - clamped / 100)),
    };
  });
  const path =
    plotted.length < 2 ? '' : plotted.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  return { path, points: plotted };
}

/** "Up 12 since the first save", "Down 3 …", "No change …"; null with one point. */
export function scoreTrend(points: readonly ScorePoint[]): string | null {
  const sorted = oldestFirst(points);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || sorted.length < 2) return null;
  const delta = last.score - first.score;
  if (delta === 0) return 'No change since the first save';
  return `${delta > 0 ? 'Up' : 'Down'} ${Math.abs(delta)} since the first save`;
}
