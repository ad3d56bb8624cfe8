/**
 * A generated document's light structure (DECISIONS.md "Documents"): `# ` the name line, `## ` a
 * section heading, `- ` a bullet; other lines are paragraphs, split by blank lines. Works on a
 * half-written text too, so the live view and the preview look the same.
 */
export type DocumentBlock =
  | { kind: 'title' | 'heading' | 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] };

export function documentBlocks(content: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const marker = /^(#{1,2}) +(.*)$/.exec(line) ?? null;
    const bullet = /^\s*[-*•] +(.*)$/.exec(line)?.[1];
    if (line.trim() === '') {
      flush();
    } else if (marker) {
      flush();
      blocks.push({ kind: marker[1] === '#' ? 'title' : 'heading', text: marker[2] ?? '' });
    } else if (bullet !== undefined) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'bullets') last.items.push(bullet);
      else blocks.push({ kind: 'bullets', items: [bullet] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
