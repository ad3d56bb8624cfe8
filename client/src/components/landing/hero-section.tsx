import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { REGISTER_PATH } from '../../lib/site';
import { buttonClass } from '../button-styles';
import { Glow } from '../glow';
import { HeroPreview } from './hero-preview';

const PROMISES = ['3 free documents to start', 'No card required', 'Cancel anytime'];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white pt-28 pb-16 sm:pt-36 sm:pb-24 dark:from-emerald-950/50 dark:via-slate-950 dark:to-slate-950"
    >
      <Glow className="-top-40 right-0 size-[36rem] bg-emerald-200/40 blur-3xl dark:bg-emerald-500/10" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-white/80 px-3 py-1 text-sm font-medium text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300">
            <Sparkles className="size-4" aria-hidden="true" />
            Built for job seekers in Nigeria
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-6xl dark:text-white"
          >
            Land Your Dream Job with{' '}
            <span className="text-emerald-600 dark:text-emerald-400">AI-Generated Documents</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600 lg:mx-0 dark:text-slate-300">
            Paste a job description, upload your resume, and JobPadi writes a tailored cover letter and an
            ATS-friendly resume in seconds &mdash; written for how recruiters in Lagos, Abuja, Port Harcourt
            and beyond really hire.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link to={REGISTER_PATH} className={buttonClass({ size: 'lg', className: 'w-full sm:w-auto' })}>
              Start Your Free Trial
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <a
              href="#demo"
              className={buttonClass({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              See an example
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-slate-600 lg:justify-start dark:text-slate-400">
            {PROMISES.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
