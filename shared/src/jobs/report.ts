import { z } from 'zod';
import { defineJob } from './define.js';

/**
 * Read a document's rendered files back (issue 16, the match report's read-back). The worker
 * renders the PDF and the DOCX of the document as it is stored now, through the render pipeline
 * and its cache, reads each file with the readers used for uploads, and stores the text beside
 * the rendered file (`document_renders.read_back_text`). The answer says under which cache keys;
 * no text travels through Redis. Job id: `readback-<pdf cacheKey>`, so identical reports in flight
 * share one job.
 */
const cacheKey = z.string().regex(/^[0-9a-f]{64}$/);

export const reportReadBackJob = defineJob({
  name: 'report.readback',
  // Chromium work, like render.pdf: it shares that queue's concurrency.
  queue: 'render',
  version: 1,
  payload: z.object({
    /** `documents.id` */
    documentId: z.uuid(),
    /** The PDF cache key the server computed (the worker reads what is stored now). */
    cacheKey,
  }),
  result: z.object({ pdf: cacheKey, docx: cacheKey }),
  options: { attempts: 2, backoffMs: 200 },
});
