import type { DocumentType } from '../generation/dto.js';
import type { ReportClaim } from '../report/dto.js';
import type { ApplicationStatus, NoteKind } from './schemas.js';

export interface ApplicationDocumentRef {
  id: string;
  type: DocumentType;
  title: string;
}

/** One row of GET /api/applications. */
export interface ApplicationSummaryDto {
  id: string;
  jobTitle: string;
  companyName: string;
  companyLocation: string | null;
  jobUrl: string | null;
  /** YYYY-MM-DD, a day in Lagos. */
  closingDate: string | null;
  status: ApplicationStatus;
  appliedAt: string | null;
  updatedAt: string;
  /** The latest match score of its resume, when it has one. */
  matchScore: number | null;
  /** When a follow-up is (or was) due: applied + N days with no change; null when none applies. */
  followUpDueAt: string | null;
  documents: ApplicationDocumentRef[];
}

export interface ApplicationTimelineEntry {
  status: ApplicationStatus;
  at: string;
}

/** A document exactly as it was when the person marked the application as applied. */
export interface SentDocumentDto {
  documentId: string;
  type: DocumentType;
  title: string;
  content: string;
  templateId: string;
  sentAt: string;
}

export interface ApplicationNoteDto {
  id: string;
  kind: NoteKind;
  content: string;
  createdAt: string;
}

export interface InterviewQuestion {
  question: string;
  /** An answer outline built only from the person's own resume facts. */
  outline: string;
  /** What the outline states that the person's source does not support ("please check"). */
  claims: ReportClaim[];
}

export interface InterviewPrepDto {
  questions: InterviewQuestion[];
  createdAt: string;
}

export interface ScorePoint {
  score: number;
  at: string;
}

/** GET /api/applications/{id}. */
export interface ApplicationDto extends ApplicationSummaryDto {
  jobDescription: string;
  notes: string;
  createdAt: string;
  timeline: ApplicationTimelineEntry[];
  sent: SentDocumentDto[];
  followUpNotes: ApplicationNoteDto[];
  /** The latest preparation, or null before the first. */
  interviewPrep: InterviewPrepDto | null;
  scoreHistory: ScorePoint[];
}

/** The dashboard's applications panel. */
export interface ApplicationsOverviewDto {
  counts: Record<ApplicationStatus, number>;
  followUpsDue: ApplicationSummaryDto[];
  /** Closing today or within the next 3 days (Lagos), not yet decided. */
  closingSoon: ApplicationSummaryDto[];
}

/**
 * Streamed over the tRPC subscription while the model writes a note or preparation: tokens, then
 * exactly one of note / prep / error. `restart`: the text so far is dropped and written again (an
 * interview preparation that was not valid JSON is asked for once more). An interview
 * preparation's tokens are the model's JSON: show progress, not the text.
 */
export type ApplicationAssistEvent =
  | { type: 'token'; text: string }
  | { type: 'restart' }
  | { type: 'note'; note: ApplicationNoteDto }
  | { type: 'prep'; prep: InterviewPrepDto }
  | { type: 'error'; code: string; message: string };
