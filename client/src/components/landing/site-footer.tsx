import { Link } from '@tanstack/react-router';
import { API_LOGIN_PATH } from '../../lib/site';
import { Logo } from '../logo';

type FooterLink =
  | { label: string; href: string }
  | { label: string; to: '/privacy-policy' | '/terms-of-service' };

// Spec 01 §2.3: entries without a destination yet point at '#'.
const PLACEHOLDER = '#';

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Pricing', href: '#pricing' },
      { label: 'Cover Letters', href: PLACEHOLDER },
      { label: 'Resume Optimization', href: PLACEHOLDER },
      { label: 'API', href: PLACEHOLDER },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: PLACEHOLDER },
      { label: 'Contact Us', href: PLACEHOLDER },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];

const LINK_CLASS =
  'text-sm text-slate-600 transition-colors hover:text-emerald-700 dark:text-slate-400 dark:hover:text-emerald-400';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="col-span-2">
          {/* The spec makes the footer logo a sign-in entry point. */}
          <a href={API_LOGIN_PATH} aria-label="JobPadi, sign in" className="inline-flex rounded-lg">
            <Logo />
          </a>
          <p className="mt-4 max-w-xs text-sm text-slate-600 dark:text-slate-400">
            AI-powered cover letters and ATS-friendly resumes for job seekers in Nigeria.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={LINK_CLASS}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className={LINK_CLASS}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-500 sm:px-6 lg:px-8 dark:text-slate-400">
          &copy; {new Date().getFullYear()} JobPadi. All rights reserved. Made in Nigeria.
        </p>
      </div>
    </footer>
  );
}
