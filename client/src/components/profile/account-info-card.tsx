import type { UserDto } from '@app/shared/auth/user';
import { getPlan } from '@app/shared/plans/catalogue';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '../../lib/format-date';
import { Panel } from '../billing/panel';
import { StatusBadge } from '../billing/status-badge';

const ROW = 'flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0';
const TERM = 'text-sm text-slate-600 dark:text-slate-400';
const VALUE = 'text-right text-sm font-semibold text-slate-900 dark:text-white';

/** Spec 02 §2 Account Information: created date (or N/A), plan and an Active/Inactive badge. */
export function AccountInfoCard({ user }: { user: UserDto }) {
  const created = user.createdAt ? new Date(user.createdAt) : null;
  const createdValid = created && !Number.isNaN(created.getTime()) ? created : null;
  return (
    <Panel id="account-information" title="Account Information">
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <div className={ROW}>
          <dt className={TERM}>Member since</dt>
          <dd className={VALUE}>
            {createdValid ? (
              <time dateTime={createdValid.toISOString()}>{formatLongDate(createdValid)}</time>
            ) : (
              'N/A'
            )}
          </dd>
        </div>
        <div className={ROW}>
          <dt className={TERM}>Plan</dt>
          <dd className={VALUE}>{getPlan(user.subscriptionPlan).name}</dd>
        </div>
        <div className={ROW}>
          <dt className={TERM}>Status</dt>
          <dd>
            <StatusBadge label={user.subscriptionStatus === 'active' ? 'Active' : 'Inactive'} />
          </dd>
        </div>
        <div className={ROW}>
          <dt className={TERM}>Password</dt>
          <dd className={VALUE}>
            <Link
              to="/change-password"
              className="text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
            >
              {user.hasPassword ? 'Change password' : 'Set a password'}
            </Link>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
