/**
 * A document as plain text, for the clipboard (the Copy button): what a person pastes into a
 * job portal's text box. The light structure of structure.ts becomes layout, not signs: the
 * name and section headings are lines of their own (a blank line before each heading), bullets
 * start with "•", and no Markdown sign is left (`#`, `- `, `**bold**`, `*italic*`, `__bold__`,
 * `` `code` ``, `[text](url)`, `> `, `---`). Paragraphs and their line breaks stay as written.
 */
export function plainTextCopy(content: string): string {
  const out: string[] = [];
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    // A heading sign with nothing after it (half-written) says nothing.
    if (/^\s{0,3}#{1,6}$/.test(line)) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(\s+#+)?$/.exec(line);
    if (heading) {
      // A heading starts a new block: one blank line before it, never two.
      if (out.length > 0 && out.at(-1) !== '') out.push('');
      out.push(inline(heading[1] ?? ''));
      continue;
    }
    // A rule (---, ***, ___ or * * *) separates; a blank line says the same.
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      out.push('');
      continue;
    }
    const bullet = /^(\s*)[-*+•]\s+(.*)$/.exec(line);
    if (bullet) {
      out.push(`${bullet[1] ?? ''}• ${inline(bullet[2] ?? '')}`);
      continue;
    }
    const quote = /^\s{0,3}>\s?(.*)$/.exec(line);
    out.push(inline(quote ? (quote[1] ?? '') : line));
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Emphasis, code and link signs inside a line, without touching `snake_case` or `a*b`. */
function inline(text: string): string {
  return (
    text
      // [text](url): the words, then the address (once, when they are the same).
      .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) =>
        label === url ? url : `${label} (${url})`,
      )
      .replace(/`([^`\n]+)`/g, '$1')
      .replace(/\*\*(.+?)\*\*/g, '$1')
      .replace(/(^|[^\w])__(?=\S)(.+?)__(?=[^\w]|$)/g, '$1$2')
      .replace(/~~(.+?)~~/g, '$1')
      .replace(/(^|[^\w*])\*([^\s*](?:[^*\n]*?[^\s*])?)\*(?=[^\w*]|$)/g, '$1$2')
      .replace(/(^|[^\w])_([^\s_](?:[^_\n]*?[^\s_])?)_(?=[^\w]|$)/g, '$1$2')
      // An unpaired bold sign (a half-written or cut emphasis) is still a sign.
      .replace(/\*\*/g, '')
  );
}
