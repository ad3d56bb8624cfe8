import type { DocumentDto, DocumentType } from '@app/shared/generation/dto';

/** Spec 02 §2 /documents: the filter tabs, in order. */
export type DocumentTab = 'all' | DocumentType;

export const DOCUMENT_TABS: readonly { id: DocumentTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'cover_letter', label: 'Cover Letters' },
  { id: 'resume', label: 'Resumes' },
];

/** Spec 02 §9: the dashboard shows the five most recent documents. */
export const RECENT_DOCUMENTS = 5;

type Listed = Pick<DocumentDto, 'type' | 'createdAt'>;

export function filterDocuments<T extends Listed>(documents: readonly T[], tab: DocumentTab): T[] {
  return tab === 'all' ? [...documents] : documents.filter((d) => d.type === tab);
}

export function tabCounts(documents: readonly Listed[]): Record<DocumentTab, number> {
  const counts: Record<DocumentTab, number> = { all: documents.length, cover_letter: 0, resume: 0 };
  for (const d of documents) counts[d.type] += 1;
  return counts;
}

/** Newest first by creation, whatever order they arrived in. */
export function recentDocuments<T extends Listed>(documents: readonly T[], take = RECENT_DOCUMENTS): T[] {
  return [...documents].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, take);
}
