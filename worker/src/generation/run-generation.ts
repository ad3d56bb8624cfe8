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
  publishToken,
  restartDocument,
} from '@app/server/modules/generation/generation.events';
import {
  finishFailed,
  finishSucceeded,
  markRunning,
  setStage,
} from '@app/server/modules/generation/generation.finish';
import { findGeneration, type GenerationRow } from '@app/server/modules/generation/generation.repo';
import { activeSystemPrompt } from '@app/server/modules/generation/prompts.repo';
import { type DocumentType, documentTitle, type GenerationStage, type TPersonalDetails } from '@app/shared';
import type { JobContext } from '../runtime/processor.js';
import { readResume } from './read-resume.js';

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
 */
export async function runGeneration(
  generationId: string,
  context: JobContext,
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const { deps } = context;
  const row = await findGeneration(deps.db, generationId);
  if (!row || row.status === 'succeeded' || row.status === 'failed') return 'skipped';
  await markRunning(deps.db, generationId, deps.clock.now());
  try {
    await write(row, context);
    const produced = {
      coverLetters: row.generate_cover_letter ? 1 : 0,
      resumes: row.optimize_resume ? 1 : 0,
    };
    await stage(context, row.id, 'saving');
    if (await finishSucceeded(deps.db, row.id, produced, deps.clock.now()))
      await announce(context, row.id, 'done');
    return 'succeeded';
  } catch (error) {
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
    if (await finishFailed(deps.db, row.id, failure, deps.clock.now()))
      await announce(context, row.id, 'failed');
    return 'failed';
  }
}

async function write(row: GenerationRow, context: JobContext): Promise<void> {
  const { deps } = context;
  const provider = await resolveProvider(deps);
  if (!provider)
    throw new GenerationFailure(
      'AI_UNAVAILABLE',
      'No AI provider is configured right now. Please try again later.',
    );
  const existing = new Set((await findGenerationDocuments(deps.db, row.id)).map((d) => d.type));
  const wanted: DocumentType[] = [
    ...(row.generate_cover_letter ? (['cover_letter'] as const) : []),
    ...(row.optimize_resume ? (['resume'] as const) : []),
  ].filter((type) => !existing.has(type));
  if (wanted.length === 0) return;

  let resumeText: string | null = null;
  if (row.resume_file_id) {
    await stage(context, row.id, 'reading_resume');
    const read = await readResume(deps.db, row.resume_file_id);
    if ('failure' in read) throw new GenerationFailure('RESUME_UNREADABLE', read.failure);
    resumeText = read.text;
  }

  for (const type of wanted) {
    await stage(context, row.id, type === 'cover_letter' ? 'writing_cover_letter' : 'writing_resume', {
      provider: provider.settings.provider.id,
      model: provider.settings.model,
    });
    if (context.attempt > 1) await restartDocument(deps, row.id, type);
    const system = await activeSystemPrompt(deps.db, type);
    const raw = await streamDocument(deps, {
      settings: provider.settings,
      system: system.text,
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
      onToken: (delta) => publishToken(deps, row.id, type, delta),
    });
    const content = cleanDocument(raw, type);
    if (!looksComplete(content, type)) throw new ModelCallError('bad_output');
    await insertGeneratedDocument(deps.db, {
      userId: row.user_id,
      generationId: row.id,
      type,
      title: documentTitle(type, row.job_title, row.company_name),
      content,
      jobTitle: row.job_title,
      companyName: row.company_name,
      companyLocation: row.company_location,
    });
  }
}

async function stage(
  context: JobContext,
  id: string,
  value: GenerationStage,
  extra: { provider?: string; model?: string } = {},
) {
  await setStage(context.deps.db, id, value, extra);
  await context.progress({ stage: value });
  await publishEvent(context.deps, id, { type: 'stage', stage: value });
}

async function announce(context: JobContext, id: string, type: 'done' | 'failed') {
  const row = await findGeneration(context.deps.db, id);
  if (row)
    await publishEvent(context.deps, id, { type, generation: await toGenerationDto(context.deps.db, row) });
}
