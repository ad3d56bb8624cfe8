import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@app/shared/applications/statuses';
import { DropdownMenu } from 'radix-ui';
import { memo, useState } from 'react';

const ITEM =
  'flex cursor-pointer items-center rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

const TRIGGER =
  'inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-xs font-semibold text-slate-700 hover:bg-slate-50 data-[state=open]:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';

export type MoveHandler = (id: string, status: ApplicationStatus, via: 'menu' | 'drag') => void;

interface MoveMenuProps {
  id: string;
  jobTitle: string;
  status: ApplicationStatus;
  onMove: MoveHandler;
}

/** Its visible word starts its spoken name ("Move Data Analyst to another status", WCAG 2.5.3). */
function TriggerLabel({ jobTitle }: { jobTitle: string }) {
  return (
    <>
      Move<span className="sr-only"> {jobTitle} to another status</span>
      {/* A character, not an icon component: 500 SVGs were a third of the board's render time. */}
      <span aria-hidden="true" className="text-[0.65rem] leading-none">
        ▼
      </span>
    </>
  );
}

/**
 * "Move to": what drag and drop does, for the keyboard and screen readers; the items are the other
 * five statuses. Until first used it is a plain button that looks and is named the same: a Radix
 * menu per card (providers, popper, collection) made 500 cards several times slower to render.
 * Pressing it (click, Enter, Space or ArrowDown) mounts the real menu already open, which takes
 * focus as any opened menu does and gives it back to its own trigger when it closes.
 */
export const BoardMoveMenu = memo(function BoardMoveMenu(props: MoveMenuProps) {
  const [used, setUsed] = useState(false);
  if (used) return <MoveMenu {...props} />;
  return (
    <button
      type="button"
      data-move-trigger={props.id}
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setUsed(true);
        }
      }}
    >
      <TriggerLabel jobTitle={props.jobTitle} />
    </button>
  );
});

function MoveMenu({ id, jobTitle, status, onMove }: MoveMenuProps) {
  const [open, setOpen] = useState(true);
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger data-move-trigger={id} className={TRIGGER}>
        <TriggerLabel jobTitle={jobTitle} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-600 dark:text-slate-400">
            Move to
          </DropdownMenu.Label>
          {APPLICATION_STATUSES.filter((s) => s !== status).map((s) => (
            <DropdownMenu.Item key={s} className={ITEM} onSelect={() => onMove(id, s, 'menu')}>
              {APPLICATION_STATUS_LABELS[s]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
