import type { UserDto } from '@app/shared/auth/user';
import type { DocumentDto } from '@app/shared/generation/dto';
import { Tabs } from 'radix-ui';
import { DOCUMENT_TABS, type DocumentTab, filterDocuments, tabCounts } from '../../lib/document-list';
import { DocumentRow } from './document-row';
import { EmptyDocuments } from './empty-documents';

const TAB =
  'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-white';

/**
 * Spec 02 §2 /documents: All / Cover Letters / Resumes with counts. Radix tabs: arrow keys move
 * between tabs, Tab moves into the list. The chosen tab lives in the address (?tab=).
 */
export function DocumentTabs({
  documents,
  user,
  tab,
  onTabChange,
}: {
  documents: DocumentDto[];
  user: UserDto;
  tab: DocumentTab;
  onTabChange: (tab: DocumentTab) => void;
}) {
  const counts = tabCounts(documents);
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as DocumentTab)}>
      <Tabs.List
        aria-label="Filter documents"
        className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {DOCUMENT_TABS.map(({ id, label }) => (
          <Tabs.Trigger key={id} value={id} className={TAB}>
            {label}
            <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {counts[id]}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DOCUMENT_TABS.map(({ id, label }) => {
        const shown = filterDocuments(documents, id);
        return (
          <Tabs.Content key={id} value={id} className="mt-4 rounded-xl">
            {shown.length === 0 ? (
              <EmptyDocuments filtered={id !== 'all'} kind={label.toLowerCase()} />
            ) : (
              <ul className="grid gap-3">
                {shown.map((doc) => (
                  <li key={doc.id}>
                    <DocumentRow doc={doc} user={user} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
