import { clsx } from 'clsx';
import { Eye, PencilLine } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';

export type EditorTab = 'edit' | 'preview';

const TABS: { id: EditorTab; label: string; Icon: typeof Eye }[] = [
  { id: 'edit', label: 'Edit', Icon: PencilLine },
  { id: 'preview', label: 'Preview', Icon: Eye },
];

export const tabId = (base: string, tab: EditorTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: EditorTab) => `${base}-panel-${tab}`;

/**
 * Below the `lg` breakpoint the text and the design preview take turns (issue 32): the text
 * first, the preview behind its tab. ARIA tabs: arrows, Home and End move between them.
 */
export function EditorTabs({
  base,
  selected,
  onSelect,
}: {
  base: string;
  selected: EditorTab;
  onSelect: (tab: EditorTab) => void;
}) {
  const refs = useRef<Record<EditorTab, HTMLButtonElement | null>>({ edit: null, preview: null });
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Text or preview"
      className="grid grid-cols-2 rounded-xl border border-slate-200 bg-slate-100 p-1 lg:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      {TABS.map(({ id, label, Icon }, index) => {
        const active = selected === id;
        return (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            id={tabId(base, id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(base, id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={(e) => move(e, index)}
            className={clsx(
              'inline-flex h-10 items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors',
              active
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-800 dark:text-white'
                : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
