import type { DocumentType } from '../generation/dto.js';

const KIND_LABEL: Record<DocumentType, string> = { resume: 'Resume', cover_letter: 'Cover Letter' };

/** Keeps a name part safe in every file system and header: no separators, controls or quotes. */
const part = (value: string): string =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();

/**
 * The name a download is saved under: "Resume - Backend Engineer - Flutterwave.pdf". Parts that
 * are empty after cleaning are left out.
 */
export function downloadFilename(
  doc: { type: DocumentType; jobTitle: string; companyName: string },
  extension: 'pdf' | 'docx' | 'html',
): string {
  const parts = [KIND_LABEL[doc.type], part(doc.jobTitle), part(doc.companyName)].filter(Boolean);
  return `${parts.join(' - ')}.${extension}`;
}
