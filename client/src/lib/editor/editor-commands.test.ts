import { history, undo } from 'prosemirror-history';
import { AllSelection, EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { currentBlockKind, setBlockKind, signShortcut } from './block-commands';
import { docToMarkdown, markdownToDoc, serializeDoc } from './markdown-doc';
import { pasteMarkdownTr } from './paste';
import { replaceMarkdownTr } from './replace-markdown';
import { RESUME } from './samples.test-helper';

function stateAt(markdown: string, find: string, length = 0): EditorState {
  const doc = markdownToDoc(markdown);
  const { blocks } = serializeDoc(doc);
  const offset = markdown.indexOf(find);
  const block = blocks.find((b) => !b.empty && b.mdStart <= offset && offset <= b.mdEnd);
  if (!block || offset < 0) throw new Error(`${find} not found`);
  const from = block.pmStart + (offset - block.mdStart);
  const state = EditorState.create({ doc, plugins: [history()] });
  return state.apply(state.tr.setSelection(TextSelection.create(doc, from, from + length)));
}

const run = (state: EditorState, command: typeof undo) => {
  let next = state;
  command(state, (tr) => {
    next = state.apply(tr);
  });
  return next;
};

describe('block commands', () => {
  it('turns a paragraph into a heading and back, the text unchanged', () => {
    const state = stateAt('Hello there\n\nSecond', 'there');
    const heading = run(state, setBlockKind('heading'));
    expect(docToMarkdown(heading.doc)).toBe('## Hello there\n\nSecond');
    expect(currentBlockKind(heading)).toBe('heading');
    expect(heading.selection.from).toBe(state.selection.from);
    expect(docToMarkdown(run(heading, setBlockKind('paragraph')).doc)).toBe('Hello there\n\nSecond');
  });

  it('makes one bullet per line of a paragraph, and joins lines in a heading', () => {
    const text = 'Go\nSQL\nKafka';
    const state = stateAt(text, 'SQL');
    expect(docToMarkdown(run(state, setBlockKind('bullet')).doc)).toBe('- Go\n- SQL\n- Kafka');
    expect(docToMarkdown(run(state, setBlockKind('heading')).doc)).toBe('## Go SQL Kafka');
  });

  it('changes every block of a selection', () => {
    const state = stateAt('one\n\ntwo\n\nthree', 'one', 'one\n\ntwo'.length);
    expect(docToMarkdown(run(state, setBlockKind('bullet')).doc)).toBe('- one\n- two\n\nthree');
  });

  it('turns "- " and "## " typed at the start of a paragraph into the block', () => {
    const dash = stateAt('-', '-', 0);
    const at = dash.selection.from + 1;
    const bullet = signShortcut(dash, at, at, ' ');
    expect(bullet && docToMarkdown(dash.apply(bullet).doc)).toBe('');
    expect(bullet && dash.apply(bullet).doc.firstChild?.type.name).toBe('bullet');
    const hashes = stateAt('##', '##');
    const heading = signShortcut(hashes, hashes.selection.from + 2, hashes.selection.from + 2, ' ');
    expect(heading && hashes.apply(heading).doc.firstChild?.type.name).toBe('heading');
    // Not in the middle of a line.
    const mid = stateAt('a -', '-');
    expect(signShortcut(mid, mid.selection.from + 1, mid.selection.from + 1, ' ')).toBeNull();
  });
});

describe('replace (one undo step)', () => {
  it('replaces a Markdown range inside a bullet and selects the new text', () => {
    const state = stateAt(RESUME, 'Led a team');
    const serialized = serializeDoc(state.doc);
    const start = RESUME.indexOf('Led a team of 5 engineers');
    const end = start + 'Led a team of 5 engineers'.length;
    const tr = replaceMarkdownTr(state, serialized, start, end, 'Led five engineers');
    const next = state.apply(tr);
    const after = docToMarkdown(next.doc);
    expect(after).toBe(RESUME.replace('Led a team of 5 engineers', 'Led five engineers'));
    const { from, to } = next.selection;
    expect(next.doc.textBetween(from, to)).toBe('Led five engineers');
    expect(docToMarkdown(run(next, undo).doc)).toBe(RESUME);
  });

  it('reads new structure in the replacement (two bullets for one)', () => {
    const state = stateAt(RESUME, 'Led a team');
    const start = RESUME.indexOf('- Led a team');
    const end = RESUME.indexOf('\n', start);
    const next = state.apply(
      replaceMarkdownTr(state, serializeDoc(state.doc), start, end, '- Led 5 engineers\n- Hired 3'),
    );
    expect(docToMarkdown(next.doc)).toBe(
      RESUME.replace('- Led a team of 5 engineers', '- Led 5 engineers\n- Hired 3'),
    );
  });

  it('replaces across blocks and a whole empty document', () => {
    const state = EditorState.create({ doc: markdownToDoc('') });
    const next = state.apply(replaceMarkdownTr(state, serializeDoc(state.doc), 0, 0, '# Ada\n\nHello'));
    expect(docToMarkdown(next.doc)).toBe('# Ada\n\nHello');
  });
});

describe('paste', () => {
  it('puts one pasted paragraph into the current block as text', () => {
    const state = stateAt('## Skills', 'Skills');
    const tr = pasteMarkdownTr(state, 'Tools\nand more');
    expect(tr && docToMarkdown(state.apply(tr).doc)).toBe('## Tools and moreSkills');
  });

  it('keeps the kinds of several pasted blocks', () => {
    const state = stateAt('Intro\n\nEnd', 'End');
    const tr = pasteMarkdownTr(state, '## Skills\n\n- Go\n- SQL\n\nLast');
    const md = tr && docToMarkdown(state.apply(tr).doc);
    expect(md).toBe('Intro\n\n## Skills\n\n- Go\n- SQL\n\nLastEnd');
    const after = tr && state.apply(tr);
    expect(after?.selection.$from.parent.textContent).toBe('LastEnd');
    expect(after?.selection.$from.parentOffset).toBe(4);
  });

  it('joins the first pasted block to the text before the caret', () => {
    const state = stateAt('Intro text', ' text');
    const tr = pasteMarkdownTr(state, '- Go\n- SQL');
    expect(tr && docToMarkdown(state.apply(tr).doc)).toBe('IntroGo\n\n- SQL text');
  });

  it('replaces everything after select all', () => {
    const state = stateAt(RESUME, 'Led');
    const all = state.apply(state.tr.setSelection(new AllSelection(state.doc)));
    const tr = pasteMarkdownTr(all, '# Ngozi\n\n## Skills\n\n- SQL');
    expect(tr && docToMarkdown(all.apply(tr).doc)).toBe('# Ngozi\n\n## Skills\n\n- SQL');
    const one = pasteMarkdownTr(all, 'Just this');
    expect(one && docToMarkdown(all.apply(one).doc)).toBe('Just this');
  });
});
