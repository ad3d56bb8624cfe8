import type { DocumentType } from '@app/shared/generation/dto';
import { FileText, type LucideIcon, ScrollText } from 'lucide-react';

export const DOCUMENT_LABELS: Record<DocumentType, { name: string; icon: LucideIcon }> = {
  cover_letter: { name: 'Cover letter', icon: FileText },
  resume: { name: 'Optimized resume', icon: ScrollText },
};
