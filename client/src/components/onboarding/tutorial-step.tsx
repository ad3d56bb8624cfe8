import {
  CircleCheck,
  Crown,
  Download,
  FileUp,
  type LucideIcon,
  PartyPopper,
  Sparkles,
  UserRound,
  WandSparkles,
} from 'lucide-react';
import type { TutorialStep, TutorialStepId } from '../../lib/onboarding/steps';

const ICONS: Record<TutorialStepId, LucideIcon> = {
  welcome: PartyPopper,
  optimization: WandSparkles,
  resume: FileUp,
  generate: Sparkles,
  downloads: Download,
  premium: Crown,
};

/** The picture above each step's title; the profile step (step 0) has the person. */
export function StepIcon({ step }: { step: TutorialStep | null }) {
  const Icon = step ? ICONS[step.id] : UserRound;
  return (
    <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-800">
      <Icon className="size-7" aria-hidden="true" />
    </span>
  );
}

/** The points of one of the six tutorial steps. */
export function TutorialPoints({ step }: { step: TutorialStep }) {
  return (
    <ul className="grid gap-2.5">
      {step.points.map((point) => (
        <li key={point} className="flex items-start gap-2.5 text-sm text-slate-700 dark:text-slate-300">
          <CircleCheck
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          {point}
        </li>
      ))}
    </ul>
  );
}
