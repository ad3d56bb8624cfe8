import { ExternalLink, GraduationCap } from 'lucide-react';
import { ACADEMY_COURSES_URL, ACADEMY_URL } from '../../lib/site';
import { Glow } from '../glow';

const LINK_CLASS =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-semibold transition-colors focus-visible:outline-white';

/** Closing call to action for the sister upskilling service (spec 01 §2.3). */
export function AcademyBanner() {
  return (
    <section aria-labelledby="academy-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-700 via-emerald-600 to-teal-600 px-6 py-14 text-center shadow-2xl shadow-emerald-900/20 sm:px-12 dark:from-emerald-900 dark:via-emerald-800 dark:to-teal-800">
        <Glow className="-top-24 -right-24 size-72 bg-white/10 blur-2xl" />
        <GraduationCap className="mx-auto size-12 text-emerald-100" aria-hidden="true" />
        <h2 id="academy-title" className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Keep growing with JobPadi Academy
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">
          Great documents open doors; new skills keep them open. Our sister service offers practical,
          affordable courses in data analysis, product design, digital marketing and more, taught by Nigerian
          professionals.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={ACADEMY_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK_CLASS} bg-white text-emerald-800 hover:bg-emerald-50`}
          >
            Visit JobPadi Academy
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a
            href={ACADEMY_COURSES_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK_CLASS} border border-white/40 text-white hover:bg-white/10`}
          >
            Browse courses
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
