import type { GenerationRefusal } from './refusals.js';
import type { GenerationStage } from './stages.js';

export type DocumentType = 'cover_letter' | 'resume';

/** A stored document as the browser sees it (spec 02 §3 "Document"). */
export interface DocumentDto {
  id: string;
  type: DocumentType;
  title: string;
  content: string;
  jobTitle: string;
  companyName: string;
  companyLocation: string | null;
  /** The design it is rendered with (its own choice, else the default of its kind). */
  templateId: string;
  /**
   * The match score (0..100) of its current content against the job description, computed when
   * the content was written or saved (shared/src/report): a resume's ATS match, a cover letter's
   * share of the job's key requirements it addresses. Null for documents written before (and for
   * letters scored before issue 28).
   */
  matchScore: number | null;
  /** The application (issue 30) it was written for; null once that application is deleted. */
  applicationId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface GenerationDto {
  id: string;
  status: GenerationStatus;
  stage: GenerationStage;
  jobTitle: string;
  companyName: string;
  generateCoverLetter: boolean;
  optimizeResume: boolean;
  /** Set when status is 'failed': the documented failure body. */
  error: GenerationRefusal | null;
  coverLetter: DocumentDto | null;
  resume: DocumentDto | null;
  createdAt: string;
  finishedAt: string | null;
  /**
   * Why a requested document was not written, per document. A failed generation lists every
   * requested one; a succeeded one lists the document that failed beside the one that was
   * written (a partial success: its credit is returned). Empty when all went well.
   */
  documentErrors?: Partial<Record<DocumentType, GenerationRefusal>>;
  /** Credits given back because of a failure (0 and 0 when none, or on an unlimited plan). */
  creditsReturned?: { coverLetters: number; resumes: number };
  /** What was sent, so any browser (a link, another device) shows the real details. */
  request?: SentGenerationRequest;
}

/** The parts of a generation request beside the job title, company and documents wanted. */
export interface SentGenerationRequest {
  companyLocation: string | null;
  jobDescription: string;
  /** The "I don't have an existing resume" details, when that path was taken. */
  personalDetails: Partial<Record<PersonalDetailField, string>> | null;
  /** The uploaded resume it read, when one was. */
  resumeFileId: string | null;
}

export type PersonalDetailField =
  | 'fullName'
  | 'phone'
  | 'email'
  | 'location'
  | 'major'
  | 'school'
  | 'experience'
  | 'skills';

/** Per-document progress, 0 to 100 (100 once the document is finished). */
export type DocumentProgress = Partial<Record<DocumentType, number>>;

/** A document's model call failed and is tried again: `attempt` of `max` starts now. */
export interface RetryNotice {
  attempt: number;
  max: number;
  /** "The AI service had a problem — trying again, 2 of 3" */
  message: string;
}

/** What `generation.watch` yields: the current state first, then live events, ending on done/failed. */
export type GenerationEvent =
  | {
      type: 'state';
      generation: GenerationDto;
      partial: Partial<Record<DocumentType, string>>;
      progress?: DocumentProgress;
    }
  /** `progress`: each document's progress when the stage changed (a finished one is at 100). */
  | { type: 'stage'; stage: GenerationStage; progress?: DocumentProgress }
  /**
   * `at`: where `delta` starts in the document's text (lets a watcher drop what it already has).
   * `progress`: that document's share of its expected length written, after this delta.
   */
  | { type: 'token'; document: DocumentType; delta: string; at: number; progress?: number }
  /**
   * A retry starts this document again: the text shown so far is discarded. `retry` is set when
   * the cause is a provider error retried inside the job (not a re-delivered job). It rides on
   * 'restart' rather than an event of its own so clients that know only these types keep working.
   */
  | { type: 'restart'; document: DocumentType; retry?: RetryNotice }
  | { type: 'done'; generation: GenerationDto }
  | { type: 'failed'; generation: GenerationDto };

export const isTerminal = (event: GenerationEvent): boolean =>
  event.type === 'done' || event.type === 'failed';

export const documentTitle = (type: DocumentType, jobTitle: string, companyName: string): string =>
  `${type === 'cover_letter' ? 'Cover Letter' : 'Resume'} – ${jobTitle} at ${companyName}`;
