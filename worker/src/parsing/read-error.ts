/** Why a resume could not be read, with a sentence that tells the person what to do. */
export type ReadFailure = 'encrypted' | 'no_text' | 'corrupt' | 'oversized' | 'timeout' | 'unsupported';

export const READ_MESSAGES: Record<ReadFailure, string> = {
  encrypted:
    'This PDF is password-protected, so we could not read it. Save or export it again without a password and upload it again.',
  no_text:
    'We could not read text from this file. It may be a scanned image. Upload a PDF with selectable text or a Word document.',
  corrupt:
    'We could not open this file; it may be damaged. Export your resume again as PDF or DOCX and upload it.',
  oversized:
    'This file is unusually large inside, so we did not open it. Save it again from Word or as PDF and upload it.',
  timeout: 'Reading your resume took too long. Upload a simpler PDF or a Word document.',
  unsupported: 'Please upload PDF, DOC, or DOCX files only.',
};

/** Names the file the way the person knows it: "this PDF", "this Word document". */
const noTextMessage = (kind: 'pdf' | 'docx' | 'doc') =>
  READ_MESSAGES.no_text.replace('this file', kind === 'pdf' ? 'this PDF' : 'this Word document');

export class ResumeReadError extends Error {
  constructor(
    readonly reason: ReadFailure,
    options?: { cause?: unknown; kind?: 'pdf' | 'docx' | 'doc' },
  ) {
    super(
      reason === 'no_text' && options?.kind ? noTextMessage(options.kind) : READ_MESSAGES[reason],
      options,
    );
    this.name = 'ResumeReadError';
  }
}
