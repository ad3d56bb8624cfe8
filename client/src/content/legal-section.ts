/** One numbered section of a legal page; plain data so the wording is easy to review. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** Text after the bullet list. */
  closing?: string;
  email?: string;
  link?: { label: string; to: '/privacy-policy' | '/terms-of-service' };
}
