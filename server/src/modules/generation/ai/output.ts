/** A stored document is at most this long, whatever the model produced. */
export const MAX_DOCUMENT_CHARS = 12_000;

/**
 * Cleans a model's answer before it is stored: strips code fences, HTML tags, markdown emphasis
 * and tables; normalises whitespace; for resumes keeps only the light structure DECISIONS.md
 * fixes ('# ' name, '## ' sections, '- ' bullets).
 */
export function cleanDocument(raw: string, type: 'cover_letter' | 'resume'): string {
  let text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/^```[a-z]*\n?|```$/gim, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/^\s*\|.*\|\s*$/gm, '');
  text =
    type === 'resume'
      ? text
          .split('\n')
          .map((line) => {
            const trimmed = line.trim();
            const heading = trimmed.match(/^(#{1,6})\s+(.*)$/);
            if (heading) return `${heading[1] === '#' ? '#' : '##'} ${heading[2]?.replace(/#+$/, '').trim()}`;
            if (/^[*•·–-]\s+/.test(trimmed)) return `- ${trimmed.replace(/^[*•·–-]\s+/, '')}`;
            return trimmed;
          })
          .join('\n')
      : text
          .split('\n')
          .map((line) => line.trim().replace(/^#+\s+/, ''))
          .join('\n');
  return text
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_DOCUMENT_CHARS);
}

/** A document worth saving: enough words, and for resumes at least a name or a section. */
export function looksComplete(text: string, type: 'cover_letter' | 'resume'): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  return type === 'cover_letter' ? words >= 40 : words >= 30 && /^#{1,2} /m.test(text);
}
