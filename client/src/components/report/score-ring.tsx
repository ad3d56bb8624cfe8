import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A ring filled to `share` (0..1) with a figure inside: the picture of a resume's ATS match and of
 * a letter's key requirements. Hidden from screen readers: the words beside it say the same.
 */
export function ScoreRing({
  share,
  ringClass,
  figureClass,
  size,
  children,
}: {
  share: number;
  ringClass: string;
  /** The figure's colour and size. */
  figureClass: string;
  size: 'sm' | 'md';
  children: ReactNode;
}) {
  const px = size === 'sm' ? 56 : 72;
  return (
    <div className="relative shrink-0" style={{ width: px, height: px }} aria-hidden="true">
      <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          className="fill-none stroke-slate-200 dark:stroke-slate-700"
          strokeWidth="7"
        />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          className={clsx('fill-none transition-[stroke-dashoffset] duration-300', ringClass)}
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - Math.min(1, Math.max(0, share)))}
        />
      </svg>
      <span
        className={clsx(
          'absolute inset-0 flex items-center justify-center font-bold tabular-nums',
          figureClass,
        )}
      >
        {children}
      </span>
    </div>
  );
}
