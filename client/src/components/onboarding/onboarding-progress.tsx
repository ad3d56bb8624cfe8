import { ONBOARDING_STEPS, onboardingProgress } from '../../lib/onboarding/steps';

/** The bar over all seven steps (spec 02 §4), read out as 'Step 3 of 7'. */
export function OnboardingProgress({ step }: { step: number }) {
  const { label, percent } = onboardingProgress(step);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-xs font-semibold text-slate-600 dark:text-slate-400">
        <span aria-hidden="true">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEPS}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] duration-300 motion-reduce:transition-none dark:bg-emerald-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
