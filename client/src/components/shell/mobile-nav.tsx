import type { UserDto } from '@app/shared/auth/user';
import { displayName } from '@app/shared/users/display';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../button-styles';
import { SheetMenu } from '../sheet-menu';
import { ACCOUNT_ITEMS, mainNavItems, type NavItem } from './nav-items';
import { PlanSummary } from './plan-summary';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';

const LINK =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 data-[status=active]:bg-emerald-50 data-[status=active]:text-emerald-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[status=active]:bg-emerald-950 dark:data-[status=active]:text-emerald-200';

/** Small-screen navigation: a sheet that closes as soon as a link is chosen. */
export function MobileNav({ user }: { user: UserDto }) {
  const [open, setOpen] = useState(false);
  const { signingOut, signOut, signOutLabel } = useSignOut(() => setOpen(false));

  const links = (items: NavItem[], label: string) => (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={`${label}-${item.to}`}>
            <Link to={item.to} onClick={() => setOpen(false)} className={LINK}>
              <item.icon className="size-5 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <SheetMenu
      open={open}
      onOpenChange={setOpen}
      description="Go to another area or manage your account."
      className="gap-5 overflow-y-auto"
    >
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
        <UserAvatar user={user} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
          <PlanSummary user={user} className="mt-1.5" />
        </div>
      </div>
      {links(mainNavItems(user), 'Main')}
      <div className="h-px bg-slate-200 dark:bg-slate-800" />
      {links(ACCOUNT_ITEMS, 'Account')}
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className={buttonClass({ variant: 'secondary', size: 'lg', className: 'mt-auto w-full' })}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {signOutLabel}
      </button>
    </SheetMenu>
  );
}
