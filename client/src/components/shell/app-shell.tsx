import type { UserDto } from '@app/shared/auth/user';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { LogoLink } from '../logo-link';
import { useUpdateSettings } from '../settings/use-settings';
import { SkipLink } from '../skip-link';
import { ThemeToggle } from '../theme-toggle';
import { DemoModeBanner } from './demo-mode-banner';
import { MobileNav } from './mobile-nav';
import { mainNavItems } from './nav-items';
import { PlanSummary } from './plan-summary';
import { useAccountPreferences } from './use-account-preferences';
import { UserMenu } from './user-menu';

const NAV_LINK =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-emerald-50 data-[status=active]:text-emerald-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[status=active]:bg-emerald-950 dark:data-[status=active]:text-emerald-200';

/**
 * The frame of every signed-in page (spec 01 §2.11): navigation, the e-mail demo-mode notice, and
 * the account's dark mode and timezone applied to everything inside.
 */
export function AppShell({ user, children }: { user: UserDto; children: ReactNode }) {
  const redraws = useAccountPreferences();
  // Signed in, the header's theme button is the dark-mode setting (saved for every device).
  const saveSettings = useUpdateSettings();
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <LogoLink to="/dashboard" label="JobPadi dashboard" />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {mainNavItems(user).map((item) => (
                <li key={item.to}>
                  {/* Link marks the current page with aria-current and data-status="active". */}
                  <Link to={item.to} className={NAV_LINK}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <PlanSummary user={user} className="hidden lg:flex" />
            <ThemeToggle onChange={(theme) => saveSettings.mutate({ darkMode: theme === 'dark' })} />
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
            <div className="md:hidden">
              <MobileNav user={user} />
            </div>
          </div>
        </div>
      </header>
      <DemoModeBanner />
      {/* With the chat button on screen (support-widget.tsx marks the root), room below the page's
          last controls (the editor's Save and Cancel) so they scroll clear of the button. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8 [html[data-support-button]_&]:pb-24"
      >
        {/* Drawn again when the account's timezone arrives different from this device's guess. */}
        <Fragment key={redraws}>{children}</Fragment>
      </main>
    </div>
  );
}
