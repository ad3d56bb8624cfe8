import { z } from 'zod';
import { defineJob } from './define.js';

/**
 * Render one stored document as a file with its design. The worker reads the document's current
 * content and design, renders unless a file with the same cache key (content, design, design
 * version, format) is already stored, and answers with that file's id. The server waits for the
 * job (`QueueEvents`) and streams the file. Job id: `render-<format>-<cacheKey>`, so identical
 * requests in flight share one render. Every render job has a BullMQ priority, its owner's turn
 * (server modules/documents/render-turns.ts), so the queue takes accounts in turns. A `render.pdf`
 * frees its document's place for a PDF printed in advance as it starts, before reading the
 * document (prerender-claim.ts): one such PDF per document waits in line.
 */
const payload = z.object({
  /** `documents.id` */
  documentId: z.uuid(),
  /** The cache key the server computed; the worker renders what is stored now and says which key. */
  cacheKey: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * `applications.id` when the file is the copy of `documentId` sent with that application
   * (issue 30): the worker renders the frozen copy (application_sent), never the live document.
   */
  applicationId: z.uuid().optional(),
});
const result = z.object({ fileId: z.uuid(), cacheKey: z.string() });

export const renderPdfJob = defineJob({
  name: 'render.pdf',
  queue: 'render',
  version: 1,
  payload,
  result,
  // One retry covers a Chromium that crashed mid-render (it is restarted before the retry).
  options: { attempts: 2, backoffMs: 200 },
});

export const renderDocxJob = defineJob({
  name: 'render.docx',
  queue: 'render',
  version: 1,
  payload,
  result,
  options: { attempts: 2, backoffMs: 200 },
});
