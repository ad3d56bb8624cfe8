import { documentBlocks } from '@app/shared/documents/structure';
import { Fragment, type Node as PMNode } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { editorSchema } from './editor-schema';
import { canonicalMarkdown, docToMarkdown, markdownToDoc, serializeDoc } from './markdown-doc';
import { markdownToPm, pmToMarkdown } from './markdown-positions';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const WORDS = [
  'Lagos',
  'Ada',
  'led',
  '5',
  'engineers',
  '—',
  '₦20,000',
  '👋🏾',
  'SQL,',
  'data',
  '|',
  'x@y.ng',
];

function randomMarkdown(next: () => number): string {
  const line = () =>
    Array.from({ length: 1 + Math.floor(next() * 6) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(
      ' ',
    );
  const parts: string[] = [];
  const count = 1 + Math.floor(next() * 12);
  for (let i = 0; i < count; i += 1) {
    const kind = Math.floor(next() * 5);
    if (kind === 0) parts.push(`# ${line()}`);
    else if (kind === 1) parts.push(`## ${line()}`);
    else if (kind === 2)
      parts.push(
        Array.from(
          { length: 1 + Math.floor(next() * 3) },
          () => `${next() < 0.5 ? '-' : '*'} ${line()}`,
        ).join('\n'),
      );
    else
      parts.push(Array.from({ length: 1 + Math.floor(next() * 3) }, line).join(next() < 0.2 ? '\r\n' : '\n'));
  }
  return parts.join(next() < 0.3 ? '\n\n\n' : '\n\n');
}

describe('random documents', () => {
  it('read and written again keep their blocks, and the canonical form is stable', () => {
    const next = random(32);
    for (let n = 0; n < 300; n += 1) {
      const md = randomMarkdown(next);
      const canonical = canonicalMarkdown(md);
      expect(canonicalMarkdown(canonical)).toBe(canonical);
      const flat = (text: string) =>
        documentBlocks(text).flatMap((b) =>
          b.kind === 'bullets' ? b.items.map((i) => `- ${i}`) : [`${b.kind}:${b.text}`],
        );
      expect(flat(canonical)).toEqual(flat(md));
    }
  });

  it('maps every text offset to the same character and back', () => {
    const next = random(7);
    for (let n = 0; n < 100; n += 1) {
      const doc = markdownToDoc(randomMarkdown(next));
      const { text, blocks } = serializeDoc(doc);
      expect(docToMarkdown(doc)).toBe(text);
      for (const b of blocks)
        for (let offset = b.mdStart; offset < b.mdEnd; offset += 1) {
          const pos = markdownToPm(blocks, offset);
          expect(doc.textBetween(pos, pos + 1, undefined, '\n')).toBe(text[offset]);
          expect(pmToMarkdown(blocks, pos)).toBe(offset);
        }
      // Every position maps into the text.
      for (let pos = 0; pos <= doc.content.size; pos += 1) {
        const offset = pmToMarkdown(blocks, pos);
        expect(offset >= 0 && offset <= text.length).toBe(true);
      }
    }
  });

  it('keeps offsets right around empty blocks being typed', () => {
    const base = markdownToDoc('# Ada\n\n- one\n- two\n\nEnd');
    const empty = editorSchema.nodes.paragraph.create();
    const children: PMNode[] = [empty];
    base.forEach((child, _offset, index) => {
      children.push(child);
      if (index === 1) children.push(empty);
    });
    const doc = base.copy(Fragment.fromArray([...children, empty]));
    const { text, blocks } = serializeDoc(doc);
    expect(text).toBe('# Ada\n\n- one\n- two\n\nEnd');
    for (const b of blocks.filter((x) => !x.empty))
      for (let offset = b.mdStart; offset < b.mdEnd; offset += 1)
        expect(doc.textBetween(markdownToPm(blocks, offset), markdownToPm(blocks, offset) + 1)).toBe(
          text[offset],
        );
    expect(pmToMarkdown(blocks, 1)).toBe(0);
    expect(pmToMarkdown(blocks, doc.content.size - 1)).toBe(text.length);
  });
});
