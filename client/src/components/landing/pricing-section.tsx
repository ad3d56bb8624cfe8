import { listPlans, PLANS } from '@app/shared/plans/catalogue';
import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../lib/site';
import { LandingSection } from './landing-section';
import { PlanCard } from './plan-card';

const trial = PLANS.free_trial.limits;
const TRIAL_DOCUMENTS = trial.coverLetters + trial.resumes;

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple monthly plans in Naira"
      intro={
        <>
          Start with {TRIAL_DOCUMENTS} free documents. Upgrade when you are ready, pay by card in Naira, and
          cancel anytime &mdash; you keep access until the end of the month you paid for.
        </>
      }
      className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mt-16 grid gap-8 md:grid-cols-2 xl:grid-cols-4 xl:gap-6">
        {listPlans().map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p className="mt-12 flex flex-wrap items-center justify-center gap-2 text-center text-slate-600 dark:text-slate-400">
        <Mail className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        Questions about plans or buying for a group?
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="font-semibold text-emerald-700 underline underline-offset-4 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300"
        >
          {SUPPORT_EMAIL}
        </a>
      </p>
    </LandingSection>
  );
}
