import { Link } from '@tanstack/react-router';
import type { LegalSection } from '../../content/legal-section';
import { formatLongDate } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackLink } from '../back-link';
import { LogoLink } from '../logo-link';
import { SkipLink } from '../skip-link';
import { ThemeToggle } from '../theme-toggle';
import { LegalSectionView } from './legal-section-view';

/** Shared frame of the privacy policy and the terms: header home, contents, numbered sections. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  useDocumentTitle(`${title} – JobPadi`);
  return (
    <div className="min-h-dvh bg-white dark:bg-slate-950">
      <SkipLink />
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <LogoLink />
          <div className="flex items-center gap-2">
            <BackLink
              to="/"
              className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              Back to home
            </BackLink>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-12 outline-none sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          Last updated: {formatLongDate(new Date())}
        </p>
        <nav
          aria-label="Contents"
          className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            Contents
          </h2>
          <ol className="mt-4 grid list-inside list-decimal gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id} className="text-slate-500 dark:text-slate-400">
                <a href={`#${section.id}`} className="text-emerald-700 hover:underline dark:text-emerald-400">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12">
          {sections.map((section, index) => (
            <LegalSectionView key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </main>
      <footer className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-4xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6 dark:text-slate-400">
          <p>&copy; {new Date().getFullYear()} JobPadi. All rights reserved.</p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link to="/privacy-policy" className="hover:text-emerald-700 dark:hover:text-emerald-400">
              Privacy Policy
            </Link>
            <Link to="/terms-of-service" className="hover:text-emerald-700 dark:hover:text-emerald-400">
              Terms of Service
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
