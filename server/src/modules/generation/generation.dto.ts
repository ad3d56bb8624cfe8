import {
  type GenerationDto,
  type GenerationRefusalCode,
  type GenerationStage,
  REFUSAL_TEXT,
} from '@app/shared';
import type { Database } from '../../db/database.js';
import { toDocumentDto } from '../documents/documents.dto.js';
import { findGenerationDocuments } from '../documents/documents.repo.js';
import type { GenerationRow } from './generation.repo.js';

/** A failed generation's documented error body; credits are always back by then. */
export function failureBody(
  row: Pick<GenerationRow, 'error_code' | 'error_message'>,
): GenerationDto['error'] {
  const code =
    row.error_code && row.error_code in REFUSAL_TEXT ? (row.error_code as GenerationRefusalCode) : null;
  const known = code ? REFUSAL_TEXT[code] : null;
  return {
    message: row.error_message ?? known?.message ?? 'Generation failed. Please try again.',
    errorCode: code ?? (row.error_code === 'RESUME_UNREADABLE' ? 'RESUME_UNREADABLE' : 'GENERATION_FAILED'),
    suggestedActions: known?.suggestedActions ?? [
      row.error_code === 'RESUME_UNREADABLE' ? 'Upload another file' : 'Try again',
    ],
    availablePlans: known?.availablePlans ?? [],
    redirectUrl: known?.redirectUrl ?? null,
    preservedQuota: true,
  };
}

export async function toGenerationDto(db: Database, row: GenerationRow): Promise<GenerationDto> {
  const docs = row.status === 'succeeded' ? await findGenerationDocuments(db, row.id) : [];
  const find = (type: string) => {
    const doc = docs.find((d) => d.type === type);
    return doc ? toDocumentDto(doc) : null;
  };
  return {
    id: row.id,
    status: row.status as GenerationDto['status'],
    stage: row.stage as GenerationStage,
    jobTitle: row.job_title,
    companyName: row.company_name,
    generateCoverLetter: row.generate_cover_letter,
    optimizeResume: row.optimize_resume,
    error: row.status === 'failed' ? failureBody(row) : null,
    coverLetter: find('cover_letter'),
    resume: find('resume'),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
