import { BadgeCheck, Timer } from 'lucide-react';

/** A stylised generated letter beside the hero copy; purely decorative, so hidden from assistive tech. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="rotate-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl shadow-emerald-900/10 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40">
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 pb-4 dark:border-slate-800">
          <div>
            <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-400">
              Cover letter
            </p>
            <p className="mt-1 font-semibold text-slate-900 dark:text-white">
              Credit Analyst &middot; Lumen Microfinance Bank
            </p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <BadgeCheck className="size-3.5" />
            Tailored
          </span>
        </div>
        <div className="space-y-3 pt-5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          <p>Dear Hiring Team at Lumen,</p>
          <p>
            When I read that Lumen is growing digital lending across the South-West, I saw a direct match with
            my two years assessing SME loans at a Lagos fintech, where I helped cut approval time by 30%.
          </p>
          <div className="space-y-2 pt-1">
            <div className="h-2.5 w-full rounded-full bg-slate-100 dark:bg-slate-800" />
            <div className="h-2.5 w-11/12 rounded-full bg-slate-100 dark:bg-slate-800" />
            <div className="h-2.5 w-4/5 rounded-full bg-slate-100 dark:bg-slate-800" />
          </div>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-2 flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:-left-6 dark:border-slate-700 dark:bg-slate-800">
        <span className="flex size-9 items-center justify-center rounded-lg bg-emerald-600 text-white">
          <Timer className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Ready in 14 seconds</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">PDF &amp; DOCX</p>
        </div>
      </div>
    </div>
  );
}
