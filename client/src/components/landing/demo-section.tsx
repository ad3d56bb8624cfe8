import { clsx } from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { LandingSection } from './landing-section';

const BEFORE = {
  label: 'Before',
  heading: 'A generic cover letter',
  letter: [
    'Dear Sir/Madam,',
    'I am writing to apply for the vacant position in your esteemed organisation. I am a hardworking and dedicated graduate who can work under pressure and meet deadlines.',
    'I will be most grateful if my application is given favourable consideration.',
  ],
  notes: [
    'Could be sent to any company',
    'No evidence of results',
    'Misses the keywords in the job description',
  ],
};

const AFTER = {
  label: 'After',
  heading: 'Tailored by JobPadi',
  letter: [
    'Dear Hiring Team at Lumen Microfinance Bank,',
    'Your Credit Analyst role calls for sharp risk assessment and SME lending experience. Over two years at a Lagos fintech, I assessed more than 600 SME loan applications and helped cut approval time by 30% while keeping defaults under 4%.',
    'I would welcome the chance to bring that same discipline to Lumen’s expansion across the South-West.',
  ],
  notes: [
    'Names the company and the role',
    'Backs claims with numbers',
    'Mirrors the job description’s keywords',
  ],
};

export function DemoSection() {
  return (
    <LandingSection
      id="demo"
      eyebrow="See the difference"
      title="Same candidate. A much stronger letter."
      intro="An example for a Credit Analyst vacancy at a fictional Nigerian microfinance bank, written from the same resume."
    >
      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <LetterCard {...BEFORE} good={false} />
        <LetterCard {...AFTER} good />
      </div>
    </LandingSection>
  );
}

function LetterCard({ label, heading, letter, notes, good }: typeof BEFORE & { good: boolean }) {
  const NoteIcon = good ? CircleCheck : CircleX;
  return (
    <article
      className={clsx(
        'flex flex-col rounded-2xl border p-6 sm:p-8',
        good
          ? 'border-emerald-300 bg-emerald-50/60 shadow-lg shadow-emerald-900/5 dark:border-emerald-800 dark:bg-emerald-950/30'
          : 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60',
      )}
    >
      <p
        className={clsx(
          'w-fit rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase',
          good
            ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-slate-950'
            : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        {label}
      </p>
      <h3 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{heading}</h3>
      <blockquote className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-5 font-serif text-[15px] leading-relaxed text-slate-700 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300">
        {letter.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <ul className="mt-5 space-y-2">
        {notes.map((note) => (
          <li key={note} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <NoteIcon
              className={clsx(
                'mt-0.5 size-4 shrink-0',
                good ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-500',
              )}
              aria-hidden="true"
            />
            {note}
          </li>
        ))}
      </ul>
    </article>
  );
}
