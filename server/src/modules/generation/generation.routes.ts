import { errorBody, ZGenerationRequest } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { withRequestId } from '../../observability/request-context.js';
import { readForm, registerMultipart } from '../../plugins/multipart.js';
import { parseInput } from '../../plugins/validation.js';
import { storeResume } from '../files/resume-upload.js';
import { startGeneration, watchGeneration } from './generation.service.js';

/** How long POST /api/generate waits for the documents before answering "still working". */
const WAIT_MS = 180_000;

/** REST shims: the documented multipart POST /api/generate, and a resume upload for our client. */
export async function generationRoutes(root: FastifyInstance, deps: Deps): Promise<void> {
  // Multipart lives in this scope only: the plugin hooks every request of the scope it is
  // registered in (a 'close' listener and two async hooks), which no other route needs.
  await root.register(async (app) => {
    await registerMultipart(app);
    uploadRoutes(app, deps);
  });
}

function uploadRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/files/resume', async (req, reply) => {
    const user = (await requireAuth(deps, req)).user;
    const form = await readForm(req);
    if (!form.file)
      throw new AppError('VALIDATION_FAILED', 'Choose a resume file (PDF, DOC or DOCX) to upload.');
    return reply.code(201).send(await storeResume(deps, user.id, form.file));
  });

  /** Keeps spec 02 §7's contract: it waits for the job and answers { coverLetter, resume }. */
  app.post('/api/generate', async (req, reply) => {
    const user = (await requireAuth(deps, req)).user;
    const form = await readForm(req);
    const request = parseInput(ZGenerationRequest, form.fields);
    const resume = form.file ? { upload: form.file } : null;
    const { id, applicationId } = await startGeneration(
      withRequestId(deps, req.id),
      { userId: user.id, cvDetails: user.cv_details },
      request,
      resume,
    );

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), WAIT_MS);
    req.raw.on('close', () => controller.abort());
    try {
      for await (const event of watchGeneration(deps, { userId: user.id }, id, controller.signal)) {
        if (event.type === 'done')
          return {
            coverLetter: event.generation.coverLetter,
            resume: event.generation.resume,
            generationId: id,
            applicationId,
            // A partial success: the document that was not written, with its reason.
            documentErrors: event.generation.documentErrors ?? {},
            creditsReturned: event.generation.creditsReturned,
          };
        if (event.type === 'failed') {
          // Spec 02's failure fields (errorCode first among them) ride along with the sentence.
          const failure = event.generation.error;
          const message = failure?.message ?? 'Generation failed. Please try again.';
          return reply
            .code(422)
            .send(errorBody('GENERATION_FAILED', message, { errorCode: 'GENERATION_FAILED', ...failure }));
        }
      }
    } finally {
      clearTimeout(timer);
    }
    return reply.code(202).send({
      message: 'Your documents are still being written. They will appear in My Documents.',
      generationId: id,
      applicationId,
    });
  });
}
