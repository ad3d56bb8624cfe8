import { clsx } from 'clsx';
import { Heading2, List, Pilcrow, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { setBlockKind } from '../../lib/editor/block-commands';
import { BLOCK_SHORTCUTS } from '../../lib/editor/editor-keymap';
import type { BlockKind } from '../../lib/editor/editor-schema';
import type { RichEditorControl } from './rich-editor';

const BUTTONS: { kind: BlockKind; label: string; Icon: typeof Heading2 }[] = [
  { kind: 'title', label: 'Name', Icon: UserRound },
  { kind: 'heading', label: 'Heading', Icon: Heading2 },
  { kind: 'bullet', label: 'Bullet', Icon: List },
  { kind: 'paragraph', label: 'Paragraph', Icon: Pilcrow },
];

/** ProseMirror's key names as `aria-keyshortcuts` spells them. */
const ariaKeys = (keys: string) => keys.replace('Mod', 'Control').replace(/-/g, '+');

/**
 * The block-type buttons above the text (issue 32): the pressed one is the kind of line the caret
 * is in. A click keeps the editor's selection (the mouse never takes focus from the text), and
 * focus goes back to the text after a keyboard press.
 */
export function EditorToolbar({
  editor,
  current,
  controls,
}: {
  editor: RefObject<RichEditorControl | null>;
  current: BlockKind;
  controls: string;
}) {
  const apply = (kind: BlockKind) => {
    const view = editor.current?.view();
    if (!view) return;
    setBlockKind(kind)(view.state, view.dispatch);
    view.focus();
  };
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-1" aria-controls={controls}>
      <legend className="sr-only">Line style</legend>
      {BUTTONS.map(({ kind, label, Icon }) => {
        const pressed = current === kind;
        const shortcut = BLOCK_SHORTCUTS[kind];
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            aria-keyshortcuts={ariaKeys(shortcut.keys)}
            title={`${label} (${shortcut.label})`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(kind)}
            className={clsx(
              'inline-flex h-9 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium transition-colors',
              pressed
                ? 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {/* Icons only on a phone, so the buttons and Save fit above the text. */}
            <span className="max-sm:sr-only">{label}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
