import {
  findGenerationDocuments,
  insertGeneratedDocument,
} from '@app/server/modules/documents/documents.repo';
import { ModelCallError } from '@app/server/modules/generation/ai/model-errors';
import { cleanDocument, looksComplete } from '@app/server/modules/generation/ai/output';
import { buildUserMessage, type Language } from '@app/server/modules/generation/ai/prompts';
import { resolveProvider } from '@app/server/modules/generation/ai/provider-settings';
import { streamDocument } from '@app/server/modules/generation/ai/stream-document';
import { toGenerationDto } from '@app/server/modules/generation/generation.dto';
import {
  publishEvent,
  publishStage,
  publishToken,
  restartDocument,
} from '@app/server/modules/generation/generation.events';
import {
  claimGeneration,
  findGeneration,
  finishFailed,
  finishSucceeded,
  type GenerationRow,
  setStage,
} from '@app/server/modules/generation/generation.repo';
import { activeSystemPrompt } from '@app/server/modules/generation/prompts.repo';
import { type DocumentType, documentTitle, type GenerationStage, type TPersonalDetails } from '@app/shared';
import type { JobContext } from '../runtime/processor.js';
import { Background } from './background.js';
import { readResume } from './read-resume.js';
import { TokenStream } from './token-stream.js';

/** A failure no retry can fix, with the message the person will read. */
class GenerationFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes the documents of one generation. Safe to run again for the same generation (BullMQ
 * delivers at least once, and a killed worker's job is picked up by another): documents already
 * saved are kept, the credits and totals move exactly once.
 *
 * The person waits on this, so nothing that can run alongside the model waits for it: the reads
 * happen together, a stage is announced in Redis before the database records it, tokens are
 * published without holding up the stream (batched while Redis is busy), and a saved document is stored while the next one is
 * written. All of it is settled before the generation is marked finished.
 */
export async function runGeneration(
  generationId: string,
  context: JobContext,
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const { deps } = context;
  const row = await claimGeneration(deps.db, generationId, deps.clock.now());
  if (!row) return 'skipped';
  const background = new Background();
  try {
    await write(row, context, background);
    await publishStage(deps, row.id, 'saving');
    await background.settle();
    const produced = {
      coverLetters: row.generate_cover_letter ? 1 : 0,
      resumes: row.optimize_resume ? 1 : 0,
    };
    const finished = await finishSucceeded(deps.db, row.id, produced, deps.clock.now());
    if (finished) await announce(context, finished, 'done');
    return 'succeeded';
  } catch (error) {
    // A retry must find the first document saved, and no late write may land after the end.
    await background.settle().catch(() => {});
    const retry = error instanceof ModelCallError && error.retryable && !context.isLastAttempt;
    if (retry) throw error;
    const failure =
      error instanceof GenerationFailure || error instanceof ModelCallError
        ? {
            code: error instanceof GenerationFailure ? error.code : 'GENERATION_FAILED',
            message: error.message,
          }
        : {
            code: 'GENERATION_FAILED',
            message:
              'Something went wrong while writing your documents. Please try again; your credits are unchanged.',
          };
    context.logger.warn(
      { generationId, err: error instanceof Error ? error.message : String(error) },
      'generation failed',
    );
    if (await finishFailed(deps.db, row.id, failure, deps.clock.now())) {
      const failed = await findGeneration(deps.db, row.id);
      if (failed) await announce(context, failed, 'failed');
    }
    return 'failed';
  }
}

const wantedTypes = (row: GenerationRow): DocumentType[] => [
  ...(row.generate_cover_letter ? (['cover_letter'] as const) : []),
  ...(row.optimize_resume ? (['resume'] as const) : []),
];

async function write(row: GenerationRow, context: JobContext, background: Background): Promise<void> {
  const { deps } = context;
  const types = wantedTypes(row);
  const [provider, saved, prompts] = await Promise.all([
    resolveProvider(deps),
    findGenerationDocuments(deps.db, row.id),
    Promise.all(types.map((type) => activeSystemPrompt(deps.db, type))),
  ]);
  if (!provider)
    throw new GenerationFailure(
      'AI_UNAVAILABLE',
      'No AI provider is configured right now. Please try again later.',
    );
  const existing = new Set(saved.map((d) => d.type));
  const wanted = types.filter((type) => !existing.has(type));
  if (wanted.length === 0) return;

  let resumeText: string | null = null;
  if (row.resume_file_id) {
    await stage(context, background, row.id, 'reading_resume');
    const read = await readResume(deps, row.resume_file_id);
    if ('failure' in read) throw new GenerationFailure('RESUME_UNREADABLE', read.failure);
    resumeText = read.text;
  }

  for (const type of wanted) {
    await stage(
      context,
      background,
      row.id,
      type === 'cover_letter' ? 'writing_cover_letter' : 'writing_resume',
      {
        provider: provider.settings.provider.id,
        model: provider.settings.model,
      },
    );
    // Claimed before: an earlier run may have streamed part of this document already.
    if (row.attempts > 1) await restartDocument(deps, row.id, type);
    const tokens = new TokenStream((delta, at) => publishToken(deps, row.id, type, delta, at));
    const raw = await streamDocument(deps, {
      settings: provider.settings,
      system: prompts[types.indexOf(type)]?.text ?? '',
      user: buildUserMessage({
        type,
        language: row.language as Language,
        jobTitle: row.job_title,
        companyName: row.company_name,
        companyLocation: row.company_location,
        jobDescription: row.job_description,
        resumeText,
        personalDetails: row.personal_details as TPersonalDetails | null,
      }),
      purpose: type,
      generationId: row.id,
      onToken: (delta) => tokens.push(delta),
      defer: (work) => background.run(work),
    });
    // The last tokens go out before the next stage is announced.
    await tokens.flushed();
    const content = cleanDocument(raw, type);
    if (!looksComplete(content, type)) throw new ModelCallError('bad_output');
    background.run(
      insertGeneratedDocument(deps.db, {
        userId: row.user_id,
        generationId: row.id,
        type,
        title: documentTitle(type, row.job_title, row.company_name),
        content,
        jobTitle: row.job_title,
        companyName: row.company_name,
        companyLocation: row.company_location,
      }),
    );
  }
}

/** Announces the stage at once; the database and the job's progress follow in the background. */
async function stage(
  context: JobContext,
  background: Background,
  id: string,
  value: GenerationStage,
  extra: { provider?: string; model?: string } = {},
) {
  await publishStage(context.deps, id, value);
  background.run(setStage(context.deps.db, id, value, extra));
  background.run(context.progress({ stage: value }));
}

async function announce(context: JobContext, row: GenerationRow, type: 'done' | 'failed') {
  await publishEvent(context.deps, row.id, { type, generation: await toGenerationDto(context.deps.db, row) });
}
