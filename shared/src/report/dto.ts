/**
 * The ATS match report (issue 16): what the browser and the server both compute with
 * `analyzeDocument` (./analyze.ts), and what GET /api/documents/{id}/report returns.
 */

export type ReportDocumentKind = 'resume' | 'cover_letter';

/** Everything the analysis reads. Pure data: the browser has it from `documents.reportSource`. */
export interface ReportInput {
  kind: ReportDocumentKind;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  /** The document's text as stored (the light markdown of shared/src/documents/structure.ts). */
  text: string;
  /**
   * What the person gave us: their uploaded resume's text, or the personal details they typed
   * (flattened to lines). Null when we do not have it: then no claim is flagged and no
   * before-score is given.
   */
  sourceText: string | null;
}

/** One keyword of the job description, with where it stands in the document. */
export interface ReportKeyword {
  /** The canonical spelling shown to people ("PostgreSQL", "on-call", "AWS"). */
  term: string;
  /** Its weight: higher for requirements / must-have parts and for repeated terms. */
  weight: number;
  /** Whether the analysed text contains it (case, plural and alias insensitive). */
  matched: boolean;
  /** The job description's sentences that ask for it (for "where does the job ask for this"). */
  jobSnippets: string[];
}

export interface ReportStructureCheck {
  /** Stable id, e.g. 'contact', 'sections', 'dates', 'length', 'pronouns', 'company', 'job_title'. */
  id: string;
  label: string;
  passed: boolean;
  /** One sentence a person understands: what is fine, or what to change. */
  detail: string;
}

export type ReportClaimKind =
  | 'number'
  | 'percentage'
  | 'employer'
  | 'job_title'
  | 'degree'
  | 'school'
  | 'certification'
  | 'membership'
  | 'award'
  | 'date';

/** Something the document states that the person's own source does not support: "please check". */
export interface ReportClaim {
  kind: ReportClaimKind;
  /** The words as they appear in the document. */
  value: string;
  /** The sentence it is in, as it appears in the document. */
  sentence: string;
  /** Offsets of `value` in the analysed text (UTF-16, end exclusive), for highlighting. */
  start: number;
  end: number;
}

export interface ReportAnalysis {
  kind: ReportDocumentKind;
  /**
   * 0..100. A resume: from the matched keywords' weights. A cover letter: the share of the job's
   * key requirements it addresses (`letter`).
   */
  score: number;
  /**
   * The same score for the person's source (their original resume); null without a source, and
   * always null for a cover letter.
   */
  sourceScore: number | null;
  /** Every keyword, heaviest first. */
  keywords: ReportKeyword[];
  /** The missing ones' terms, heaviest first (a convenience view of `keywords`). */
  missing: string[];
  structure: ReportStructureCheck[];
  /**
   * What the person's source does not support, most harmful first (see claim-harm.ts: an invented
   * employer or degree, then a title or credential, a figure, a date), each kind in text order.
   */
  claims: ReportClaim[];
  /**
   * A cover letter's own view (null for a resume): the job's key requirements and which the
   * letter addresses. For a letter, `score` is the addressed share of them (0..100) and
   * `sourceScore` is null: a letter is not compared with the person's resume.
   */
  letter: ReportLetterView | null;
}

/** One key requirement of the job, as a cover letter is measured on it. */
export interface ReportRequirement {
  /** The canonical spelling shown to people, as in `keywords`. */
  term: string;
  weight: number;
  /** Whether the letter names it (case, plural and alias insensitive). */
  addressed: boolean;
  /** The job description's sentences that ask for it. */
  jobSnippets: string[];
}

export interface ReportLetterView {
  /** The job's key requirements, most important first. */
  requirements: ReportRequirement[];
  /** How many of them the letter addresses. */
  addressed: number;
  total: number;
}

/** The score recomputed on the text read back from a rendered file (the upload readers). */
export interface ReportReadBack {
  format: 'pdf' | 'docx';
  score: number;
  /** True when the file reads back with the same keywords and words as the document. */
  faithful: boolean;
  /** Words of the document missing or merged in the read-back text (first 20). */
  lostWords: string[];
  /** One sentence: "Reads back exactly." or what was lost. */
  detail: string;
}

/** GET /api/documents/{id}/report and tRPC documents.report. */
export interface DocumentReportDto extends ReportAnalysis {
  documentId: string;
  templateId: string;
  /** Null when the files could not be rendered right now (the analysis is still given). */
  readBack: ReportReadBack[] | null;
  computedAt: string;
}

/** tRPC documents.reportSource: what the browser needs to compute the analysis itself. */
export interface ReportSourceDto {
  documentId: string;
  kind: ReportDocumentKind;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  sourceText: string | null;
  /** Where sourceText came from, for the panel's wording. */
  sourceKind: 'resume' | 'personal_details' | 'none';
}
