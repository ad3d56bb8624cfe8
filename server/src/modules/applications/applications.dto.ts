import type {
  ApplicationDto,
  ApplicationStatus,
  ApplicationSummaryDto,
  DocumentType,
  InterviewQuestion,
  NoteKind,
} from '@app/shared';
import type { ApplicationDetailRow, ApplicationSummaryRow } from './applications.repo.js';

/** A timestamp read as ISO text (prepared statements) or as a Date (query builder). */
type Stamp = string | Date;
const iso = (value: Stamp): string => (typeof value === 'string' ? value : value.toISOString());
const isoOrNull = (value: Stamp | null): string | null => (value === null ? null : iso(value));

type SummarySource = Omit<ApplicationSummaryRow, 'applied_at' | 'updated_at' | 'follow_up_due_at'> & {
  applied_at: Stamp | null;
  updated_at: Stamp;
  follow_up_due_at: Stamp | null;
};

export const toSummaryDto = (row: SummarySource): ApplicationSummaryDto => ({
  id: row.id,
  jobTitle: row.job_title,
  companyName: row.company_name,
  companyLocation: row.company_location,
  jobUrl: row.job_url,
  closingDate: row.closing_date,
  status: row.status as ApplicationStatus,
  appliedAt: isoOrNull(row.applied_at),
  updatedAt: iso(row.updated_at),
  matchScore: row.match_score,
  followUpDueAt: isoOrNull(row.follow_up_due_at),
  documents: row.documents.map((d) => ({ id: d.id, type: d.type as DocumentType, title: d.title })),
});

/** The stored interview questions, field by field: only what the contract names leaves. */
function questionsOf(stored: unknown): InterviewQuestion[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((q): InterviewQuestion[] => {
    if (typeof q !== 'object' || q === null) return [];
    const { question, outline, claims } = q as Record<string, unknown>;
    if (typeof question !== 'string' || typeof outline !== 'string') return [];
    return [
      { question, outline, claims: Array.isArray(claims) ? (claims as InterviewQuestion['claims']) : [] },
    ];
  });
}

export const toApplicationDto = (row: ApplicationDetailRow): ApplicationDto => ({
  ...toSummaryDto(row),
  jobDescription: row.job_description,
  notes: row.notes,
  createdAt: iso(row.created_at),
  timeline: row.timeline.map((e) => ({ status: e.status as ApplicationStatus, at: e.at })),
  sent: row.sent.map((s) => ({
    documentId: s.documentId,
    type: s.type as DocumentType,
    title: s.title,
    content: s.content,
    templateId: s.templateId,
    sentAt: s.sentAt,
  })),
  followUpNotes: row.follow_up_notes.map((n) => ({
    id: n.id,
    kind: n.kind as NoteKind,
    content: n.content,
    createdAt: n.createdAt,
  })),
  interviewPrep: row.interview_prep
    ? { questions: questionsOf(row.interview_prep.questions), createdAt: row.interview_prep.createdAt }
    : null,
  scoreHistory: row.score_history.map((p) => ({ score: p.score, at: p.at })),
});
