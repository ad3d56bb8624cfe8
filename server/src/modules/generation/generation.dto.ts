import {
  type DocumentType,
  type GenerationDto,
  type GenerationRefusalCode,
  type GenerationStage,
  type PersonalDetailField,
  REFUSAL_TEXT,
  type SentGenerationRequest,
} from '@app/shared';
import type { Database } from '../../db/database.js';
import { parseJsonOrNull } from '../../parse-json.js';
import { toDocumentDto } from '../documents/documents.dto.js';
import { findGenerationDocuments, type GeneratedDocumentRow } from '../documents/documents.repo.js';
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

const wantedTypes = (row: GenerationRow): DocumentType[] => [
  ...(row.generate_cover_letter ? (['cover_letter'] as const) : []),
  ...(row.optimize_resume ? (['resume'] as const) : []),
];

/**
 * Which requested documents failed: all of them when the generation failed; on a succeeded
 * generation with a stored reason (a partial success), the requested one that was not saved.
 */
function failedTypes(row: GenerationRow, saved: DocumentType[]): DocumentType[] {
  if (row.status === 'failed') return wantedTypes(row);
  if (row.status === 'succeeded' && row.error_code)
    return wantedTypes(row).filter((type) => !saved.includes(type));
  return [];
}

/** What a failure gave back: the failed documents' reservations, unless nothing was reserved. */
function creditsReturned(row: GenerationRow, failed: DocumentType[]) {
  const taken = row.credits_state === 'refunded' || row.credits_state === 'consumed';
  return {
    coverLetters: taken && failed.includes('cover_letter') ? row.reserved_cover_letters : 0,
    resumes: taken && failed.includes('resume') ? row.reserved_resumes : 0,
  };
}

/**
 * The generation as its owner sees it. `documents`: its stored documents when the caller holds
 * them all already (the worker that just saved them), instead of reading them back.
 */
export async function toGenerationDto(
  db: Database,
  row: GenerationRow,
  documents?: GeneratedDocumentRow[],
): Promise<GenerationDto> {
  const docs = row.status !== 'succeeded' ? [] : (documents ?? (await findGenerationDocuments(db, row.id)));
  const find = (type: string) => {
    const doc = docs.find((d) => d.type === type);
    return doc ? toDocumentDto(doc) : null;
  };
  const failed = failedTypes(
    row,
    docs.map((d) => d.type as DocumentType),
  );
  const reason = failed.length ? failureBody(row) : null;
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
    documentErrors: Object.fromEntries(failed.map((type) => [type, reason])),
    creditsReturned: creditsReturned(row, failed),
    request: {
      companyLocation: row.company_location,
      jobDescription: row.job_description,
      personalDetails: personalDetailsOf(row.personal_details),
      resumeFileId: row.resume_file_id,
    },
  };
}

const DETAIL_FIELDS: readonly PersonalDetailField[] = [
  'fullName',
  'phone',
  'email',
  'location',
  'major',
  'school',
  'experience',
  'skills',
];

/** The stored personal details (JSON), field by field: only strings of the known fields. */
function personalDetailsOf(stored: unknown): SentGenerationRequest['personalDetails'] {
  const value = typeof stored === 'string' ? parseJsonOrNull(stored) : stored;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    DETAIL_FIELDS.flatMap((field) =>
      typeof record[field] === 'string' ? [[field, record[field] as string]] : [],
    ),
  );
}
