import type { AdminUserDto } from '@app/shared/admin/users';
import type { PlanId } from '@app/shared/plans/catalogue';
import { Eye, LoaderCircle, UserCheck, UserX } from 'lucide-react';
import { useId } from 'react';
import type { AccountChange } from '../../../lib/admin/account-changes';
import {
  accountLabel,
  displayName,
  formatDate,
  PLAN_OPTIONS,
  planLabel,
  subscriptionStatusLabel,
} from '../../../lib/admin/users';
import { buttonClass } from '../../button-styles';
import { Badge } from '../badge';
import type { UserActions } from './use-user-actions';

/** A compact select for the table (the form fields' look is full width and taller). */
const PLAN_SELECT =
  'h-9 w-28 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

interface RowProps {
  user: AdminUserDto;
  isSelf: boolean;
  actions: UserActions;
  onView: (id: string) => void;
  /** Opens the confirmation of a change; nothing changes until it is confirmed there. */
  onAsk: (change: AccountChange) => void;
}

/** A row of the user table (from a laptop up): User, Plan, Status, Joined, Actions. */
export function UserTableRow({ user, isSelf, actions, onView, onAsk }: RowProps) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className="py-3 pr-4">
        <UserName user={user} isSelf={isSelf} />
      </td>
      <td className="py-3 pr-4">
        <PlanCell user={user} />
      </td>
      <td className="py-3 pr-4">
        <AccountBadge user={user} />
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
        {formatDate(user.createdAt)}
      </td>
      <td className="py-3 whitespace-nowrap">
        <RowActions user={user} actions={actions} onView={onView} onAsk={onAsk} />
      </td>
    </tr>
  );
}

/** The same user as a card, on a phone or a tablet. */
export function UserListItem({ user, isSelf, actions, onView, onAsk }: RowProps) {
  return (
    <li className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start justify-between gap-3">
        <UserName user={user} isSelf={isSelf} />
        <AccountBadge user={user} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <PlanCell user={user} />
        <span>Joined {formatDate(user.createdAt)}</span>
      </div>
      <RowActions user={user} actions={actions} onView={onView} onAsk={onAsk} />
    </li>
  );
}

function UserName({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const name = displayName(user);
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold text-slate-900 dark:text-white">
        {name ?? <span className="font-normal text-slate-500 dark:text-slate-400">No name</span>}
        {isSelf ? (
          <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">(you)</span>
        ) : null}
        {user.role.includes('admin') ? (
          <Badge tone="info" className="ml-1.5 align-middle">
            Admin
          </Badge>
        ) : null}
      </p>
      <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
    </div>
  );
}

function PlanCell({ user }: { user: AdminUserDto }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-medium text-slate-900 dark:text-white">{planLabel(user.subscriptionPlan)}</span>
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {subscriptionStatusLabel(user.subscriptionStatus)}
      </span>
    </span>
  );
}

function AccountBadge({ user }: { user: AdminUserDto }) {
  return <Badge tone={user.isActive ? 'ok' : 'error'}>{accountLabel(user.isActive)}</Badge>;
}

function RowActions({ user, actions, onView, onAsk }: Omit<RowProps, 'isSelf'>) {
  const id = useId();
  const who = displayName(user) ?? user.email;
  const planPending = actions.setPlan.isPending && actions.setPlan.variables?.id === user.id;
  const statusPending = actions.setStatus.isPending && actions.setStatus.variables?.id === user.id;
  return (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <button
        type="button"
        onClick={() => onView(user.id)}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        <Eye className="size-4" aria-hidden="true" />
        View<span className="sr-only"> {who}</span>
      </button>
      <label htmlFor={`${id}-plan`} className="sr-only">
        Plan for {who}
      </label>
      <select
        id={`${id}-plan`}
        value={user.subscriptionPlan}
        disabled={planPending}
        // The select keeps showing the current plan until the change is confirmed.
        onChange={(e) => onAsk({ kind: 'plan', user, plan: e.target.value as PlanId })}
        className={PLAN_SELECT}
      >
        {PLAN_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => onAsk({ kind: 'status', user, isActive: !user.isActive })}
        disabled={statusPending}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
      >
        {statusPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : user.isActive ? (
          <UserX className="size-4" aria-hidden="true" />
        ) : (
          <UserCheck className="size-4" aria-hidden="true" />
        )}
        {user.isActive ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {who}</span>
      </button>
    </div>
  );
}
