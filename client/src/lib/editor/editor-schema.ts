import { Schema } from 'prosemirror-model';

/**
 * The formatted editor's document (issue 32): exactly the light structure a document is stored in
 * (shared/src/documents/structure.ts), as flat text blocks: the name line (`# `), section headings
 * (`## `), bullets (`- `, one block per bullet) and paragraphs whose lines are kept with hard
 * breaks. No marks: bold, links and the like have no place in the stored text, so they cannot be
 * typed or pasted. Blocks are drawn as `<p>`s (not `<h1>`/`<ul>`), so the editor adds nothing to
 * the page's heading outline; their look comes from the classes below.
 */
export type BlockKind = 'title' | 'heading' | 'paragraph' | 'bullet';

export const BLOCK_CLASSES: Record<BlockKind, string> = {
  title: 'text-xl font-bold text-slate-900 dark:text-white',
  heading:
    'mt-2 border-b border-slate-200 pb-1 text-base font-bold text-emerald-800 dark:border-slate-700 dark:text-emerald-300',
  paragraph: '',
  bullet:
    "relative pl-5 before:absolute before:left-1 before:text-emerald-700 before:content-['•'] dark:before:text-emerald-400",
};

const block = (kind: BlockKind, content: string) => ({
  content,
  group: 'block',
  marks: '',
  defining: true,
  toDOM: () => ['p', { 'data-block': kind, class: BLOCK_CLASSES[kind] || null }, 0] as const,
});

export const editorSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    // First in the group: what Enter after a heading and an empty document make.
    paragraph: {
      ...block('paragraph', '(text | hard_break)*'),
      parseDOM: [{ tag: 'p' }, { tag: 'div' }],
    },
    title: { ...block('title', 'text*'), parseDOM: [{ tag: 'p[data-block="title"]', priority: 60 }] },
    heading: {
      ...block('heading', 'text*'),
      parseDOM: [
        { tag: 'p[data-block="heading"]', priority: 60 },
        ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => ({ tag })),
      ],
    },
    bullet: {
      ...block('bullet', 'text*'),
      parseDOM: [{ tag: 'p[data-block="bullet"]', priority: 60 }, { tag: 'li' }],
    },
    text: { group: 'inline' },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'] as const,
    },
  },
  marks: {},
});

export const BLOCK_KINDS: readonly BlockKind[] = ['title', 'heading', 'paragraph', 'bullet'];
