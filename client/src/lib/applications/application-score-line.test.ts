import { describe, expect, it } from 'vitest';
import { scoreLine, scoreTrend } from './application-score-line';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('the score line', () => {
  it('draws oldest to newest on a fixed 0–100 scale', () => {
    const line = scoreLine(
      [
        { score: 100, at: at(3) },
        { score: 0, at: at(1) },
        { score: 50, at: at(2) },
      ],
      108,
      48,
      4,
    );
    expect(line.points.map((p) => p.score)).toEqual([0, 50, 100]);
    expect(line.points.map((p) => p.x)).toEqual([4, 54, 104]);
    expect(line.points.map((p) => p.y)).toEqual([44, 24, 4]);
    expect(line.path).toBe('M4 44 L54 24 L104 4');
  });

  it('puts a single point in the middle, with no line', () => {
    const line = scoreLine([{ score: 80, at: at(1) }], 100, 40, 4);
    expect(line.path).toBe('');
    expect(line.points[0]).toMatchObject({ x: 50, score: 80 });
  });

  it('keeps out-of-range scores inside the box', () => {
    const line = scoreLine(
      [
        { score: 140, at: at(1) },
        { score: -5, at: at(2) },
      ],
      100,
      40,
      0,
    );
    expect(line.points.map((p) => p.y)).toEqual([0, 40]);
  });

  it('says the trend in words', () => {
    expect(scoreTrend([{ score: 60, at: at(1) }])).toBeNull();
    expect(
      scoreTrend([
        { score: 72, at: at(2) },
        { score: 60, at: at(1) },
      ]),
    ).toBe('Up 12 since the first save');
    expect(
      scoreTrend([
        { score: 60, at: at(1) },
        { score: 57, at: at(2) },
      ]),
    ).toBe('Down 3 since the first save');
  });
});
