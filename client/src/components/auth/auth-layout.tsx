import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Glow } from '../glow';
import { LogoLink } from '../logo-link';
import { SkipLink } from '../skip-link';
import { ThemeToggle } from '../theme-toggle';

export const PRODUCT_TAGLINE = "Nigeria's leading AI-powered career assistant";

const POINTS = [
  'Cover letters tailored to each job in seconds',
  'ATS-friendly resumes recruiters can read',
  'Plans priced in Naira, starting with a free trial',
];

/** The frame of every account page: brand panel on wide screens, the card centred beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-emerald-700 via-emerald-600 to-teal-600 p-10 text-white lg:flex">
        <Glow className="-right-32 -bottom-32 size-[28rem] bg-white/10 blur-2xl" />
        <LogoLink tone="inverted" className="relative w-fit" />
        <div className="relative">
          <p className="text-3xl leading-tight font-bold text-balance">
            Your next job starts with the right application.
          </p>
          <p className="mt-4 text-emerald-50">JobPadi is {PRODUCT_TAGLINE}.</p>
          <ul className="mt-8 space-y-3 text-emerald-50">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-200" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-emerald-100">Made in Nigeria, for Nigerian job seekers.</p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between px-4 py-4 sm:px-6">
          <LogoLink className="lg:invisible" />
          <ThemeToggle />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-2 pb-16 outline-none sm:items-center sm:px-6"
        >
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
}

/** The white card most account screens sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      {children}
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      {subtitle ? <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
    </div>
  );
}
