import { history } from 'prosemirror-history';
import { EditorState, TextSelection, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { currentBlockKind, signShortcut } from '../../lib/editor/block-commands';
import { editorKeymaps } from '../../lib/editor/editor-keymap';
import type { BlockKind } from '../../lib/editor/editor-schema';
import { markdownToDoc, type SerializedDoc, serializeDoc } from '../../lib/editor/markdown-doc';
import { markdownRangeToPm, pmToMarkdown } from '../../lib/editor/markdown-positions';
import { htmlToMarkdown, pasteMarkdownTr } from '../../lib/editor/paste';
import { replaceMarkdownTr } from '../../lib/editor/replace-markdown';
import type { RichEditorHandle } from './rich-editor-handle';

/** What the toolbar needs from the editor besides the shared handle. */
export interface RichEditorControl extends RichEditorHandle {
  view(): EditorView | null;
}

export interface RichEditorProps {
  /** The text the editor starts from (read once: remount the editor, by key, to start again). */
  initial: string;
  /** Called with the serialized Markdown after every change of the text (not of the selection). */
  onChange: (markdown: string) => void;
  /** Called when the kind of block at the caret changes (for the toolbar). */
  onBlockKind?: (kind: BlockKind) => void;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  ref?: Ref<RichEditorControl>;
}

// The blocks' spacing, and the line right after the name (the contact line) in a quieter colour.
const EDITABLE_CLASS =
  'min-h-[28rem] w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-[0.95rem] leading-relaxed whitespace-pre-wrap break-words text-slate-800 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 [&>p+p]:mt-2.5 [&>p[data-block=bullet]+p[data-block=bullet]]:mt-1 [&>p[data-block=title]+p[data-block=paragraph]]:mt-1 [&>p[data-block=title]+p[data-block=paragraph]]:text-slate-600 dark:[&>p[data-block=title]+p[data-block=paragraph]]:text-slate-400';

/**
 * The formatted editor (issue 32): ProseMirror over the document's blocks, the Markdown signs
 * never shown. The serialized Markdown is worked out once per change of the text and is what the
 * handle's offsets count in; the page keeps that string as the document's content.
 */
export function RichEditor({
  initial,
  onChange,
  onBlockKind,
  labelledBy,
  describedBy,
  invalid,
  ref,
}: RichEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const serialized = useRef<SerializedDoc>({ text: '', blocks: [] });
  const listeners = useRef(new Set<() => void>());
  const callbacks = useRef({ onChange, onBlockKind });
  callbacks.current = { onChange, onBlockKind };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; `initial` is read at mount (the page remounts to start again)
  useEffect(() => {
    const node = mount.current;
    if (!node) return;
    const doc = markdownToDoc(initial);
    serialized.current = serializeDoc(doc);
    let lastKind: BlockKind | null = null;
    const view: EditorView = new EditorView(node, {
      state: EditorState.create({ doc, plugins: [history(), ...editorKeymaps()] }),
      attributes: editableAttributes(labelledBy, describedBy, invalid),
      // Scrolling to the caret keeps it clear of the sticky page header and the Save bar above
      // the text, and of the chat button at the bottom.
      scrollMargin: { top: 150, bottom: 80, left: 8, right: 8 },
      scrollThreshold: { top: 150, bottom: 80, left: 0, right: 0 },
      handleTextInput(v, from, to, text) {
        const tr = signShortcut(v.state, from, to, text);
        if (!tr) return false;
        v.dispatch(tr);
        return true;
      },
      handlePaste(v, event) {
        const data = event.clipboardData;
        if (!data) return false;
        const html = data.getData('text/html');
        const markdown = html ? htmlToMarkdown(html) : data.getData('text/plain');
        const tr = pasteMarkdownTr(v.state, markdown);
        if (tr) v.dispatch(tr.scrollIntoView());
        return true;
      },
      dispatchTransaction(tr: Transaction) {
        const state = view.state.apply(tr);
        view.updateState(state);
        if (tr.docChanged) {
          serialized.current = serializeDoc(state.doc);
          callbacks.current.onChange(serialized.current.text);
        }
        const kind = currentBlockKind(state);
        if (kind !== lastKind) {
          lastKind = kind;
          callbacks.current.onBlockKind?.(kind);
        }
        for (const listener of listeners.current) listener();
      },
    });
    viewRef.current = view;
    lastKind = currentBlockKind(view.state);
    callbacks.current.onBlockKind?.(lastKind);
    // A stored text not in the canonical form is read as the canonical one: the page's content too.
    if (serialized.current.text !== initial) callbacks.current.onChange(serialized.current.text);
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    viewRef.current?.setProps({ attributes: editableAttributes(labelledBy, describedBy, invalid) });
  }, [labelledBy, describedBy, invalid]);

  useImperativeHandle(
    ref,
    (): RichEditorControl => ({
      view: () => viewRef.current,
      selection() {
        const view = viewRef.current;
        if (!view || view.state.selection.empty) return null;
        const { blocks, text } = serialized.current;
        const start = pmToMarkdown(blocks, view.state.selection.from);
        const end = pmToMarkdown(blocks, view.state.selection.to);
        return end > start ? { start, end, text: text.slice(start, end) } : null;
      },
      selectionRect() {
        const view = viewRef.current;
        if (!view || view.state.selection.empty) return null;
        const { from, to } = view.state.selection;
        try {
          const a = view.coordsAtPos(from, 1);
          const b = view.coordsAtPos(to, -1);
          const left = Math.min(a.left, b.left);
          const right = Math.max(a.right, b.right);
          return new DOMRect(left, a.top, Math.max(1, right - left), Math.max(1, b.bottom - a.top));
        } catch {
          return null;
        }
      },
      onSelectionChange(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      replace(start, end, text) {
        const view = viewRef.current;
        if (!view) return;
        view.dispatch(replaceMarkdownTr(view.state, serialized.current, start, end, text).scrollIntoView());
      },
      select(start, end) {
        const view = viewRef.current;
        if (!view) return;
        const { from, to } = markdownRangeToPm(serialized.current.blocks, start, end);
        view.dispatch(
          view.state.tr.setSelection(TextSelection.create(view.state.doc, from, to)).scrollIntoView(),
        );
        view.focus();
        // The view scrolls its caret into view; a selection at the top of a long page also needs the
        // page itself scrolled when the editor was out of sight.
        view
          .domAtPos(from)
          .node.parentElement?.scrollIntoView({ block: 'nearest', behavior: 'instant' as ScrollBehavior });
      },
      focus() {
        viewRef.current?.focus();
      },
    }),
    [],
  );

  return <div ref={mount} className="min-w-0" />;
}

function editableAttributes(
  labelledBy: string,
  describedBy: string,
  invalid: boolean,
): Record<string, string> {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    spellcheck: 'true',
    lang: 'en-GB',
    class: EDITABLE_CLASS,
  };
  if (invalid) attributes['aria-invalid'] = 'true';
  return attributes;
}
