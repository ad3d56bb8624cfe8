/** Where the fields came from: the page's schema.org JobPosting, or its main text. */
export type JobImportSource = 'json-ld' | 'page';

/**
 * POST /api/job-import and tRPC jobImport.fromLink: the generate form's job fields, filled from
 * a job advert's page for the person to check. A field the page does not give is '' (closing
 * date: null); each is clipped to the form's maximum.
 */
export interface JobImportResult {
  jobTitle: string;
  companyName: string;
  companyLocation: string;
  /** Plain text: paragraphs separated by a blank line, list items as "• item" lines. */
  jobDescription: string;
  /** YYYY-MM-DD (a day in Lagos), or null when the page names none. */
  closingDate: string | null;
  source: JobImportSource;
}
