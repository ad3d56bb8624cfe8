import type { ScorePoint } from '@app/shared/applications/dto';
import { TrendingUp } from 'lucide-react';
import { oldestFirst, scoreLine, scoreTrend } from '../../lib/applications/application-score-line';
import { formatDateTime, formatShortDate } from '../../lib/format-date';
import { ApplicationCard } from './application-card';

const WIDTH = 320;
const HEIGHT = 64;

/**
 * The resume's ATS match score at each save: a small line for the eye (hidden from screen
 * readers) and the same points as a table for them.
 */
export function ApplicationScoreHistory({ points }: { points: ScorePoint[] }) {
  const sorted = oldestFirst(points);
  const latest = sorted.at(-1);
  const trend = scoreTrend(points);
  const line = scoreLine(points, WIDTH, HEIGHT, 6);
  return (
    <ApplicationCard title="Score history" icon={TrendingUp}>
      {!latest ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Scores appear when you save the resume.</p>
      ) : (
        <div className="grid gap-3">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700 dark:text-slate-300">
            <span className="text-3xl font-bold text-slate-900 dark:text-white">{latest.score}</span>
            <span>ATS match at the last save</span>
            {trend ? (
              <span className="basis-full text-xs text-slate-600 dark:text-slate-400">{trend}</span>
            ) : null}
          </p>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="block h-auto w-full overflow-visible"
            aria-hidden="true"
            focusable="false"
          >
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT / 2}
              y2={HEIGHT / 2}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeDasharray="3 4"
            />
            {line.path ? (
              <path
                d={line.path}
                fill="none"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="stroke-emerald-600 dark:stroke-emerald-400"
              />
            ) : null}
            {line.points.map((p, i) => (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: points of one line, oldest first; two saves can share a time
                key={i}
                cx={p.x}
                cy={p.y}
                r={i === line.points.length - 1 ? 4 : 2.5}
                className="fill-emerald-600 dark:fill-emerald-400"
              />
            ))}
          </svg>
          <table className="sr-only">
            <caption>ATS match score at each save, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Saved</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: points of one line, oldest first; two saves can share a time
                <tr key={i}>
                  <td>{formatDateTime(new Date(p.at))}</td>
                  <td>{p.score} out of 100</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
            {sorted.length === 1
              ? `Saved ${formatShortDate(new Date(latest.at))}`
              : `${sorted.length} saves, ${formatShortDate(new Date(sorted[0]?.at ?? latest.at))} – ${formatShortDate(new Date(latest.at))}`}
          </p>
        </div>
      )}
    </ApplicationCard>
  );
}
