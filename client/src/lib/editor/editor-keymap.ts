import { baseKeymap, chainCommands, splitBlockAs } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Command } from 'prosemirror-state';
import { setBlockKind } from './block-commands';
import type { BlockKind } from './editor-schema';
import { editorSchema as schema } from './editor-schema';

/** The block shortcuts, as the toolbar names them (Mod is Ctrl, or ⌘ on a Mac). */
export const BLOCK_SHORTCUTS: Record<BlockKind, { keys: string; label: string }> = {
  title: { keys: 'Mod-Alt-1', label: 'Ctrl+Alt+1' },
  heading: { keys: 'Mod-Alt-2', label: 'Ctrl+Alt+2' },
  bullet: { keys: 'Mod-Shift-8', label: 'Ctrl+Shift+8' },
  paragraph: { keys: 'Mod-Alt-0', label: 'Ctrl+Alt+0' },
};

/** In an empty bullet, Enter (or Backspace) ends the list: the line becomes a paragraph. */
const leaveEmptyBullet: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type !== schema.nodes.bullet || $from.parent.content.size > 0) return false;
  return setBlockKind('paragraph')(state, dispatch);
};

/** Backspace at the start of a bullet makes it a paragraph first, as word processors do. */
const unbulletAtStart: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type !== schema.nodes.bullet || $from.parentOffset > 0) return false;
  return setBlockKind('paragraph')(state, dispatch);
};

/** Enter after a bullet starts the next bullet; elsewhere at the end of a block, a paragraph. */
const splitKeepingBullets = splitBlockAs((node) =>
  node.type === schema.nodes.bullet ? { type: schema.nodes.bullet } : null,
);

/** Shift+Enter: a new line in the same paragraph (a contact block, an address). */
const lineBreak: Command = (state, dispatch) => {
  const { $from } = state.selection;
  if ($from.parent.type !== schema.nodes.paragraph) return true; // one-line blocks: nothing
  dispatch?.(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
  return true;
};

export function editorKeymaps() {
  const blocks = Object.fromEntries(
    (Object.keys(BLOCK_SHORTCUTS) as BlockKind[]).map((kind) => [
      BLOCK_SHORTCUTS[kind].keys,
      setBlockKind(kind),
    ]),
  );
  return [
    keymap({
      ...blocks,
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      Enter: chainCommands(leaveEmptyBullet, splitKeepingBullets),
      'Shift-Enter': lineBreak,
      Backspace: unbulletAtStart,
    }),
    keymap(baseKeymap),
  ];
}
