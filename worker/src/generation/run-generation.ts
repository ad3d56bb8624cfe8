import { setTimeout as sleep } from 'node:timers/promises';
import {
  findGenerationDocuments,
  type GeneratedDocumentRow,
  insertGeneratedDocument,
} from '@app/server/modules/documents/documents.repo';
import { setGenerationSource } from '@app/server/modules/documents/report.repo';
import { matchScoreOf } from '@app/server/modules/documents/report-input';
import { ModelCallError } from '@app/server/modules/generation/ai/model-errors';
import { cleanDocument, looksComplete } from '@app/server/modules/generation/ai/output';
import { buildUserMessage, type Language } from '@app/server/modules/generation/ai/prompts';
import { resolveProvider, resolveSystemPrompts } from '@app/server/modules/generation/ai/provider-settings';
import { toGenerationDto } from '@app/server/modules/generation/generation.dto';
import {
  clearLiveState,
  publishEvent,
  publishStage,
  restartDocument,
  tokenCommands,
} from '@app/server/modules/generation/generation.events';
import {
  claimGeneration,
  findGeneration,
  finishFailed,
  finishPartial,
  finishSucceeded,
  type GenerationRow,
  setStage,
} from '@app/server/modules/generation/generation.repo';
import {
  DOCUMENT_MAX_TRIES,
  type DocumentProgress,
  type DocumentType,
  documentTitle,
  type GenerationStage,
  generationCvDetailsOf,
  retryMessage,
  type TPersonalDetails,
} from '@app/shared';
import { generationSource } from '../report/source-text.js';
import type { JobContext } from '../runtime/processor.js';
import { Background } from './background.js';
import { readResume } from './read-resume.js';
import { tokenBatcherFor } from './token-stream.js';

/** The model-calling code is loaded with the first generation, not at start. */
const loadStreamDocument = () => import('@app/server/modules/generation/ai/stream-document');

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
 * The person waits on this, so nothing that can run alongside the model waits for it: the
 * settings are read while the generation is claimed, both documents are written at the same
 * time, a stage is announced in Redis without waiting for it (nor for the database, which
 * records it after), tokens are published without holding up the stream (batched while Redis is
 * busy), and a written document is stored while the other is still being written. All of it is
 * settled before the generation is marked finished.
 *
 * Each document succeeds or fails on its own: a provider error is retried inside the job (up to
 * DOCUMENT_MAX_TRIES, announced to watchers); when one document fails for good and the other is
 * written, the generation succeeds with that one and gives back only the failed one's credit.
 */
export async function runGeneration(
  generationId: string,
  context: JobContext,
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const { deps } = context;
  const settings = readSettings(deps);
  const row = await claimGeneration(deps.db, generationId, deps.clock.now());
  if (!row) {
    // Finished, or deleted with its account while this run was retried: what an earlier run
    // left in Redis (its stage, a document's first piece) has no reader any more.
    await clearLiveState(deps.redis, deps.env.QUEUE_PREFIX, [generationId]);
    return 'skipped';
  }
  const background = new Background();
  const documents = new KnownDocuments();
  try {
    const failures = await write(row, context, background, settings, documents);
    const written = wantedTypes(row).filter((type) => !failures.some((f) => f.type === type));
    // Announced while the documents are being stored: settle() waits for both. Each written
    // document is at 100, so watchers tick it (and do not tick one that failed).
    background.run(
      publishStage(deps, row.id, 'saving', Object.fromEntries(written.map((type) => [type, 100]))),
    );
    await background.settle();
    const produced = {
      coverLetters: written.includes('cover_letter') ? 1 : 0,
      resumes: written.includes('resume') ? 1 : 0,
    };
    const [failed] = failures;
    if (failed && written.length === 0) throw failed.error;
    const finished = failed
      ? await finishPartial(
          deps.db,
          row.id,
          { produced, failed: failed.type, failure: failureOf(failed.error) },
          deps.clock.now(),
        )
      : await finishSucceeded(deps.db, row.id, produced, deps.clock.now());
    if (finished) await announce(context, finished, 'done', documents.all());
    else await clearLiveState(deps.redis, deps.env.QUEUE_PREFIX, [row.id]);
    return 'succeeded';
  } catch (error) {
    // No late write may land after the end (a re-delivery must find what was saved).
    await background.settle().catch(() => {});
    // Not the model's nor the person's fault (Redis or PostgreSQL went away mid-run): the row
    // stays running and BullMQ delivers the job again (a retry, or a stalled job taken back
    // once Redis is back), rather than failing work that a moment later succeeds.
    const infrastructure = !(error instanceof GenerationFailure || error instanceof ModelCallError);
    if (infrastructure && !context.isLastAttempt) throw error;
    context.logger.warn(
      { generationId, err: error instanceof Error ? error.message : String(error) },
      'generation failed',
    );
    if (await finishFailed(deps.db, row.id, failureOf(error), deps.clock.now())) {
      const failed = await findGeneration(deps.db, row.id);
      if (failed) await announce(context, failed, 'failed');
    } else await clearLiveState(deps.redis, deps.env.QUEUE_PREFIX, [row.id]);
    return 'failed';
  }
}

/** The reason a person reads: a known failure's own words, else a general apology. */
function failureOf(error: unknown): { code: string; message: string } {
  if (error instanceof GenerationFailure) return { code: error.code, message: error.message };
  if (error instanceof ModelCallError) return { code: 'GENERATION_FAILED', message: error.message };
  return {
    code: 'GENERATION_FAILED',
    message:
      'Something went wrong while writing your documents. Please try again; your credits are unchanged.',
  };
}

const wantedTypes = (row: GenerationRow): DocumentType[] => [
  ...(row.generate_cover_letter ? (['cover_letter'] as const) : []),
  ...(row.optimize_resume ? (['resume'] as const) : []),
];

/**
 * What the model call needs that does not depend on the generation: the provider and the system
 * prompts, from the process's settings cache (read from the database only after a change, and
 * then while the generation is claimed); a failure is thrown where it is awaited, inside the
 * run, and is never left unhandled.
 */
function readSettings(deps: JobContext['deps']) {
  const settings = Promise.all([resolveProvider(deps), resolveSystemPrompts(deps)]);
  settings.catch(() => {});
  return settings;
}
type Settings = ReturnType<typeof readSettings>;

/**
 * The generation's stored documents as this run knows them: what an earlier run had saved and
 * what this one saved. `done` is announced with them instead of reading them back, one round
 * trip less between the last token and the person's finished documents.
 */
class KnownDocuments {
  readonly #rows: GeneratedDocumentRow[] = [];
  /** Another run saved one of them meanwhile: only the database knows the whole set. */
  #complete = true;

  add(row: GeneratedDocumentRow | undefined): void {
    if (row) this.#rows.push(row);
    else this.#complete = false;
  }

  /** Every stored document, or undefined when they must be read from the database. */
  all(): GeneratedDocumentRow[] | undefined {
    return this.#complete ? this.#rows : undefined;
  }
}

/** Waits before each retry of a document's model call (the 2nd try, the 3rd). */
const RETRY_DELAYS_MS = [1_000, 2_000];

interface DocumentFailure {
  type: DocumentType;
  error: unknown;
}

/**
 * Writes the documents still missing, all at once (two model streams side by side: asking for
 * both takes about as long as one). Each document is tried and retried on its own; answers the
 * documents that failed for good. A failure before any writing (no provider, unreadable resume)
 * throws: nothing was written then.
 */
async function write(
  row: GenerationRow,
  context: JobContext,
  background: Background,
  settings: Settings,
  documents: KnownDocuments,
): Promise<DocumentFailure[]> {
  const { deps } = context;
  const types = wantedTypes(row);
  // Only an earlier run can have saved documents: the first claim (attempts 1) has none to read.
  const [[provider, prompts], saved] = await Promise.all([
    settings,
    row.attempts > 1 ? findGenerationDocuments(deps.db, row.id) : [],
  ]);
  if (!provider)
    throw new GenerationFailure(
      'AI_UNAVAILABLE',
      'No AI provider is configured right now. Please try again later.',
    );
  for (const doc of saved) documents.add(doc);
  const existing = new Set(saved.map((d) => d.type));
  const wanted = types.filter((type) => !existing.has(type));
  if (wanted.length === 0) return [];

  let resumeText: string | null = null;
  if (row.resume_file_id) {
    stage(context, background, row.id, 'reading_resume');
    const read = await readResume(deps, row.resume_file_id);
    if ('failure' in read) throw new GenerationFailure('RESUME_UNREADABLE', read.failure);
    resumeText = read.text;
  }
  // What the person gave, kept for the match report's "please check" list (issue 16).
  const source = generationSource(resumeText, row.personal_details, row.cv_details);
  const cvDetails = generationCvDetailsOf(row.cv_details);
  if (source) background.run(setGenerationSource(deps.db, row.id, source));

  // The stage names the first document still being written: the cover letter while it is, then
  // the resume. Both are written at once, so a finished document is told by its progress (100),
  // not by the stage. Only finished documents are listed: a watcher's bar of the other one keeps
  // the share its tokens reported.
  const progress: DocumentProgress = {};
  const pending = new Set(wanted);
  const stageNow = (): GenerationStage =>
    pending.has('cover_letter') ? 'writing_cover_letter' : 'writing_resume';
  stage(context, background, row.id, stageNow(), {
    provider: provider.settings.provider.id,
    model: provider.settings.model,
  });

  const write = async (type: DocumentType): Promise<DocumentFailure | null> => {
    const before = stageNow();
    const outcome = await writeDocument(type, {
      row,
      context,
      background,
      documents,
      settings: provider.settings,
      sourceText: source?.text ?? null,
      system: prompts[type].text,
      user: buildUserMessage({
        type,
        language: row.language as Language,
        jobTitle: row.job_title,
        companyName: row.company_name,
        companyLocation: row.company_location,
        jobDescription: row.job_description,
        resumeText,
        personalDetails: row.personal_details as TPersonalDetails | null,
        cvDetails,
      }),
    });
    pending.delete(type);
    if (!outcome) progress[type] = 100;
    // Written while the other is still being written: watchers are told at once (at 100), so
    // its step is ticked beside its card saying "Written", whether or not the stage moves on.
    if (pending.size > 0 && (stageNow() !== before || !outcome))
      stage(context, background, row.id, stageNow(), {}, { ...progress });
    return outcome;
  };
  const outcomes = await Promise.all(wanted.map(write));
  return outcomes.filter((outcome): outcome is DocumentFailure => outcome !== null);
}

interface DocumentJob {
  row: GenerationRow;
  context: JobContext;
  background: Background;
  documents: KnownDocuments;
  settings: NonNullable<Awaited<ReturnType<typeof resolveProvider>>>['settings'];
  /** What the person gave (resume text or typed details), for the document's match score. */
  sourceText: string | null;
  system: string;
  user: string;
}

/**
 * Streams one document, retrying a provider error that another try can fix (announced to the
 * watchers with the try that starts), and stores it in the background. Answers null when the
 * document was written, else why it failed for good.
 */
async function writeDocument(type: DocumentType, job: DocumentJob): Promise<DocumentFailure | null> {
  const { row, context, background } = job;
  const { deps } = context;
  const batcher = tokenBatcherFor(deps.redis);
  for (let attempt = 1; ; attempt += 1) {
    // An earlier run may have streamed part of this document already: the watchers start over.
    if (attempt === 1 && row.attempts > 1) await restartDocument(deps, row.id, type);
    const tokens = batcher.stream(tokenCommands(deps.env.QUEUE_PREFIX, row.id, type));
    try {
      const { streamDocument } = await loadStreamDocument();
      const raw = await streamDocument(deps, {
        settings: job.settings,
        system: job.system,
        user: job.user,
        purpose: type,
        generationId: row.id,
        onToken: (delta) => tokens.push(delta),
        defer: (work) => background.run(work),
      });
      // The last tokens go out before the document counts as written.
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
          matchScore: matchScoreOf({
            kind: type,
            jobTitle: row.job_title,
            companyName: row.company_name,
            jobDescription: row.job_description,
            text: content,
            sourceText: job.sourceText,
          }),
        }).then((row) => job.documents.add(row)),
      );
      return null;
    } catch (error) {
      const retry = error instanceof ModelCallError && error.retryable && attempt < DOCUMENT_MAX_TRIES;
      // Nothing of the failed try may be published after the restart below.
      await tokens.discard();
      if (!retry) return { type, error };
      const next = attempt + 1;
      await restartDocument(deps, row.id, type, {
        attempt: next,
        max: DOCUMENT_MAX_TRIES,
        message: retryMessage(next, DOCUMENT_MAX_TRIES),
      });
      await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 2_000);
    }
  }
}

/**
 * Announces the stage without waiting for Redis: one connection sends commands in the order they
 * are given, so the stage still reaches watchers before the tokens and events that follow it.
 * The database records the stage once it is announced, the job's progress meanwhile; a failure
 * is thrown by `background.settle()`, before the generation is marked finished.
 */
function stage(
  context: JobContext,
  background: Background,
  id: string,
  value: GenerationStage,
  extra: { provider?: string; model?: string } = {},
  progress?: DocumentProgress,
): void {
  const announced = publishStage(context.deps, id, value, progress);
  background.run(announced.then(() => setStage(context.deps.db, id, value, extra)));
  background.run(context.progress({ stage: value }));
}

async function announce(
  context: JobContext,
  row: GenerationRow,
  type: 'done' | 'failed',
  documents?: GeneratedDocumentRow[],
) {
  const generation = await toGenerationDto(context.deps.db, row, documents);
  await publishEvent(context.deps, row.id, { type, generation });
}
