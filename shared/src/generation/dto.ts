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
}

/** What `generation.watch` yields: the current state first, then live events, ending on done/failed. */
export type GenerationEvent =
  | { type: 'state'; generation: GenerationDto; partial: Partial<Record<DocumentType, string>> }
  | { type: 'stage'; stage: GenerationStage }
  /** `at`: where `delta` starts in the document's text (lets a watcher drop what it already has). */
  | { type: 'token'; document: DocumentType; delta: string; at: number }
  /** A retry starts this document again: the text shown so far is discarded. */
  | { type: 'restart'; document: DocumentType }
  | { type: 'done'; generation: GenerationDto }
  | { type: 'failed'; generation: GenerationDto };

export const isTerminal = (event: GenerationEvent): boolean =>
  event.type === 'done' || event.type === 'failed';

export const documentTitle = (type: DocumentType, jobTitle: string, companyName: string): string =>
  `${type === 'cover_letter' ? 'Cover Letter' : 'Resume'} – ${jobTitle} at ${companyName}`;
