import { Link } from '@tanstack/react-router';
import { LOGIN_PATH } from '../../lib/site';
import { buttonClass } from '../button-styles';
import { Logo } from '../logo';
import { ThemeToggle } from '../theme-toggle';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* '#top' scrolls to the start of the page by definition, no element needed. */}
        <a href="#top" aria-label="JobPadi, back to top" className="rounded-lg">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {/* Wrappers own the breakpoints so they never fight the buttons' own display class. */}
          <div className="hidden md:block">
            <Link to={LOGIN_PATH} className={buttonClass({ size: 'md' })}>
              Sign In
            </Link>
          </div>
          <div className="md:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
