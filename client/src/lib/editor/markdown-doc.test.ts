import { documentBlocks } from '@app/shared/documents/structure';
import { describe, expect, it } from 'vitest';
import { editorSchema } from './editor-schema';
import { canonicalMarkdown, docToMarkdown, markdownToDoc, serializeDoc } from './markdown-doc';
import { markdownRangeToPm, markdownToPm, pmToMarkdown } from './markdown-positions';
import { LETTER, RESUME } from './samples.test-helper';

describe('markdown ↔ editor document', () => {
  it('keeps a canonical resume and cover letter exactly', () => {
    expect(docToMarkdown(markdownToDoc(RESUME))).toBe(RESUME);
    expect(docToMarkdown(markdownToDoc(LETTER))).toBe(LETTER);
  });

  it('reads the structure as blocks, the signs left out of the text', () => {
    const doc = markdownToDoc(RESUME);
    const kinds: string[] = [];
    doc.forEach((n) => {
      kinds.push(`${n.type.name}:${n.textContent.slice(0, 12)}`);
    });
    expect(kinds.slice(0, 5)).toEqual([
      'title:Ada Okafor',
      'paragraph:Lagos, Niger',
      'heading:Summary',
      'paragraph:Backend engi',
      'heading:Experience',
    ]);
    expect(doc.textContent).not.toContain('## ');
    expect(doc.child(3).childCount).toBe(3); // two lines and a hard break between them
  });

  it('writes non-canonical input in the canonical form, with the same blocks', () => {
    const messy =
      '#  Ada Okafor\r\n\r\n\r\nLagos | ada@example.com   \r\n## Skills\r\n* Go\r\n•  SQL\r\n\n\n\n- Kafka\n';
    const canonical = canonicalMarkdown(messy);
    expect(canonical).toBe('# Ada Okafor\n\nLagos | ada@example.com\n\n## Skills\n\n- Go\n- SQL\n- Kafka');
    // The same blocks, except that a blank line no longer splits the bullets in two lists.
    expect(documentBlocks(canonical).map((b) => b.kind)).toEqual([
      'title',
      'paragraph',
      'heading',
      'bullets',
    ]);
    expect(canonicalMarkdown(canonical)).toBe(canonical);
  });

  it('is idempotent and keeps the blocks of every sample', () => {
    for (const text of [RESUME, LETTER, '', '\n\n', 'one line', '- only\n- bullets', '## Heading only']) {
      const once = canonicalMarkdown(text);
      expect(canonicalMarkdown(once)).toBe(once);
      expect(documentBlocks(once)).toEqual(documentBlocks(text));
    }
  });

  it('gives a blank text one empty paragraph and writes empty blocks as nothing', () => {
    const doc = markdownToDoc('');
    expect(doc.childCount).toBe(1);
    expect(doc.firstChild?.type.name).toBe('paragraph');
    expect(docToMarkdown(doc)).toBe('');
  });
});

describe('positions', () => {
  const samples = [RESUME, LETTER, canonicalMarkdown('# A\n\n## B\n\n- c\n- d\n\ne\nf')];

  it('lands on the same character both ways', () => {
    for (const md of samples) {
      const doc = markdownToDoc(md);
      const { text, blocks } = serializeDoc(doc);
      expect(text).toBe(md);
      for (const b of blocks) {
        for (let offset = b.mdStart; offset < b.mdEnd; offset += 1) {
          const pos = markdownToPm(blocks, offset);
          const char = doc.textBetween(pos, pos + 1, undefined, '\n');
          expect(char).toBe(md[offset]);
          expect(pmToMarkdown(blocks, pos)).toBe(offset);
        }
      }
    }
  });

  it('maps every position into the text and back to itself inside blocks', () => {
    const doc = markdownToDoc(RESUME);
    const { blocks } = serializeDoc(doc);
    for (let pos = 0; pos <= doc.content.size; pos += 1) {
      const offset = pmToMarkdown(blocks, pos);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThanOrEqual(RESUME.length);
      const $pos = doc.resolve(pos);
      if ($pos.parent.isTextblock) expect(markdownToPm(blocks, offset)).toBe(pos);
    }
  });

  it('puts an offset in a sign or a gap at the text beside it', () => {
    const doc = markdownToDoc(RESUME);
    const { blocks } = serializeDoc(doc);
    const heading = RESUME.indexOf('## Summary');
    const pos = markdownToPm(blocks, heading);
    expect(doc.textBetween(pos, pos + 7)).toBe('Summary');
    expect(markdownToPm(blocks, heading + 1)).toBe(pos);
    const gap = RESUME.indexOf('\n\n## Summary') + 1;
    expect(markdownToPm(blocks, gap, 'after')).toBe(pos);
    const before = markdownToPm(blocks, gap, 'before');
    expect(doc.textBetween(before - 4, before)).toBe('0000');
  });

  it('maps a range that crosses blocks to the same text', () => {
    const doc = markdownToDoc(RESUME);
    const { blocks } = serializeDoc(doc);
    const start = RESUME.indexOf('Led a team');
    const end = RESUME.indexOf('in Go') + 5;
    const { from, to } = markdownRangeToPm(blocks, start, end);
    expect(doc.textBetween(from, to, '\n')).toBe(
      'Led a team of 5 engineers\nBuilt the “instant payout” service in Go',
    );
  });

  it('counts UTF-16 units like the stored text (emoji and curly quotes)', () => {
    const doc = markdownToDoc(LETTER);
    const { blocks } = serializeDoc(doc);
    const offset = LETTER.indexOf('I have spent');
    const pos = markdownToPm(blocks, offset);
    expect(doc.textBetween(pos, pos + 12)).toBe('I have spent');
    expect(pmToMarkdown(blocks, pos)).toBe(offset);
  });

  it('gives an empty block the offset where it would be', () => {
    const base = markdownToDoc('# A\n\nb');
    const doc = base.copy(base.content.addToEnd(editorSchema.nodes.paragraph.create()));
    const { text, blocks } = serializeDoc(doc);
    expect(text).toBe('# A\n\nb');
    const last = blocks.at(-1);
    expect(last?.empty).toBe(true);
    expect(pmToMarkdown(blocks, last?.pmStart ?? 0)).toBe(text.length);
  });
});
