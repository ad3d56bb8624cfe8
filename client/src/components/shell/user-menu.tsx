import type { UserDto } from '@app/shared/auth/user';
import { displayName } from '@app/shared/users/display';
import { Link } from '@tanstack/react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { ACCOUNT_ITEMS } from './nav-items';
import { PlanSummary } from './plan-summary';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:opacity-60 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

/** Desktop user menu: who is signed in, account links and Logout. */
export function UserMenu({ user }: { user: UserDto }) {
  const [open, setOpen] = useState(false);
  const { signingOut, signOut, signOutLabel } = useSignOut(() => setOpen(false));
  const name = displayName(user);

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable (axe: aria-hidden-focus). It still closes on Escape, on a choice or a click outside.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      {/* Named by its content, not aria-label, so the visible name is part of the spoken one (WCAG 2.5.3). */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        <UserAvatar user={user} />
        <span className="sr-only">Account menu for </span>
        <span className="sr-only lg:not-sr-only lg:max-w-32 lg:truncate">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
            <PlanSummary user={user} className="mt-2" />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          {ACCOUNT_ITEMS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={ITEM}>
              <Link to={item.to}>
                <item.icon className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          <DropdownMenu.Item
            className={ITEM}
            disabled={signingOut}
            onSelect={(event) => {
              // The menu stays open until the server has answered.
              event.preventDefault();
              void signOut();
            }}
          >
            <LogOut className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {signOutLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
