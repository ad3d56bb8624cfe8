import { type DocumentDto, effectiveTemplate } from '@app/shared';
import type { Selectable } from 'kysely';
import type { Documents } from '../../db/database.types.js';

type DocumentRow = Pick<
  Selectable<Documents>,
  | 'id'
  | 'type'
  | 'title'
  | 'content'
  | 'job_title'
  | 'company_name'
  | 'company_location'
  | 'template_id'
  | 'match_score'
  | 'application_id'
  | 'created_at'
  | 'updated_at'
>;

export const toDocumentDto = (row: DocumentRow): DocumentDto => ({
  id: row.id,
  type: row.type as DocumentDto['type'],
  title: row.title,
  content: row.content,
  jobTitle: row.job_title,
  companyName: row.company_name,
  companyLocation: row.company_location,
  templateId: effectiveTemplate(row.type as DocumentDto['type'], row.template_id).id,
  matchScore: row.match_score,
  applicationId: row.application_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});
