import { readBackStoredDocument } from '../report/read-back.js';
import type { Processor } from '../runtime/processor.js';

/** What a document's PDF and DOCX read back as, for its match report (stored with the files). */
export const readBackReportJob: Processor<'report.readback'> = ({ documentId }, context) =>
  readBackStoredDocument(documentId, context);
