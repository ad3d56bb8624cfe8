import { clsx } from 'clsx';

const BAR_TONES = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-600'];

/**
 * A password strength bar with its label in words; `score` is 0 to 100. The words are the
 * accessible part, the bar is decoration. `missing` is what the policy still refuses, in its own
 * messages (shared password-meter.ts): while there is any, the password is "not accepted yet".
 */
export function StrengthMeter({
  score,
  label,
  missing = [],
}: {
  score: number;
  label: string;
  missing?: readonly string[];
}) {
  const step = Math.min(BAR_TONES.length - 1, Math.max(0, Math.ceil(score / 20) - 1));
  return (
    <div className="grid gap-1" data-testid="password-strength">
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
        <div
          className={clsx('h-full rounded-full transition-all', BAR_TONES[step])}
          style={{ width: `${Math.max(score, 4)}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        Password strength: <span className="font-semibold">{label}</span>
        {missing.length > 0 ? ' (not accepted yet)' : null}
      </p>
      {missing.length > 0 ? (
        <ul className="grid gap-0.5 text-xs text-amber-800 dark:text-amber-300" aria-label="Still needed">
          {missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
