import type { UserDto } from '@app/shared/auth/user';
import { Panel } from '../billing/panel';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ExportDataButton } from './export-data-button';

/** The Nigeria Data Protection Act rights: take the data out, or close the account. */
export function DataRightsPanel({ user }: { user: UserDto }) {
  return (
    <Panel id="your-data" title="Your Data">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Under the Nigeria Data Protection Act you can take a copy of your data or close your account at any
        time.
      </p>
      <div className="mt-5 grid gap-5">
        <ExportDataButton />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-red-700 dark:text-red-400">Delete my account</p>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Removes your account and everything in it. You will be asked to confirm.
            </p>
          </div>
          <DeleteAccountDialog user={user} />
        </div>
      </div>
    </Panel>
  );
}
