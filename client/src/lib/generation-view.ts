import type {
  DocumentProgress,
  DocumentType,
  GenerationDto,
  GenerationEvent,
  RetryNotice,
} from '@app/shared/generation/dto';
import { type GenerationStage, STAGE_LABELS } from '@app/shared/generation/stages';

/** What a generation was asked for; decides which stages the progress bar lists. */
export interface Wanted {
  coverLetter: boolean;
  resume: boolean;
  /** An uploaded resume is read first (for either document). */
  readsResume: boolean;
}

/** One generation as the page follows it, built by folding `generation.watch` events. */
export interface LiveGeneration {
  id: string;
  wanted: Wanted;
  stage: GenerationStage;
  /** The text written so far, per document, as the model streams it. */
  text: Partial<Record<DocumentType, string>>;
  /** Each document's share of its expected length written, 0 to 100 (from the server's events). */
  progress: DocumentProgress;
  /** A provider error being retried, per document; cleared once that document writes again. */
  retry: Partial<Record<DocumentType, RetryNotice>>;
  /** The stored generation as last told by the server (what was asked for, and by now the result). */
  generation: GenerationDto | null;
  /** Set by the terminal event. */
  outcome: { status: 'succeeded' | 'failed'; generation: GenerationDto } | null;
}

export function watching(id: string, wanted: Wanted): LiveGeneration {
  return { id, wanted, stage: 'queued', text: {}, progress: {}, retry: {}, generation: null, outcome: null };
}

const wantedOf = (generation: GenerationDto, before: Wanted): Wanted => ({
  coverLetter: generation.generateCoverLetter,
  resume: generation.optimizeResume,
  readsResume: before.readsResume || generation.stage === 'reading_resume',
});

const ended = (live: LiveGeneration, generation: GenerationDto, succeeded: boolean): LiveGeneration => ({
  ...live,
  wanted: wantedOf(generation, live.wanted),
  generation,
  stage: succeeded ? 'done' : 'failed',
  outcome: { status: succeeded ? 'succeeded' : 'failed', generation },
});

/**
 * Applies one event: `state` replaces everything with the stored view (a reconnect starts from
 * the whole text again), `token` appends, `restart` clears that document (a retry writes it anew).
 * Nothing changes once the generation has ended.
 */
export function foldEvent(live: LiveGeneration, event: GenerationEvent): LiveGeneration {
  if (live.outcome) return live;
  switch (event.type) {
    case 'state': {
      const { generation } = event;
      if (generation.status === 'succeeded' || generation.status === 'failed')
        return ended(live, generation, generation.status === 'succeeded');
      return {
        ...live,
        wanted: wantedOf(generation, live.wanted),
        generation,
        stage: generation.stage,
        text: { ...event.partial },
        progress: { ...live.progress, ...event.progress },
      };
    }
    case 'stage':
      return {
        ...live,
        stage: event.stage,
        wanted: event.stage === 'reading_resume' ? { ...live.wanted, readsResume: true } : live.wanted,
        progress: { ...live.progress, ...event.progress },
      };
    case 'token': {
      const { [event.document]: _settled, ...retry } = live.retry;
      return {
        ...live,
        text: { ...live.text, [event.document]: (live.text[event.document] ?? '') + event.delta },
        progress:
          event.progress === undefined
            ? live.progress
            : { ...live.progress, [event.document]: event.progress },
        retry,
      };
    }
    case 'restart':
      return {
        ...live,
        text: { ...live.text, [event.document]: '' },
        progress: { ...live.progress, [event.document]: 0 },
        retry: event.retry ? { ...live.retry, [event.document]: event.retry } : live.retry,
      };
    case 'done':
      return ended(live, event.generation, true);
    case 'failed':
      return ended(live, event.generation, false);
  }
}

/** The stages this generation goes through, in order; 'failed' is never listed. */
export function stagesFor(wanted: Wanted): GenerationStage[] {
  return [
    'queued',
    ...(wanted.readsResume ? (['reading_resume'] as const) : []),
    ...(wanted.coverLetter ? (['writing_cover_letter'] as const) : []),
    ...(wanted.resume ? (['writing_resume'] as const) : []),
    'saving',
    'done',
  ];
}

export interface StageStep {
  stage: GenerationStage;
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

export interface Progress {
  steps: StageStep[];
  /** 0 to 100; never 0, so the bar shows something has started. */
  percent: number;
  label: string;
}

/** The progress bar's steps and fill for the current stage. */
export function progressOf(live: Pick<LiveGeneration, 'wanted' | 'stage'>): Progress {
  const stages = stagesFor(live.wanted);
  // A stage that does not apply (or 'failed') keeps the bar where the last known stage put it.
  const found = stages.indexOf(live.stage);
  const index = found === -1 ? 0 : found;
  const last = stages.length - 1;
  const finished = live.stage === 'done';
  return {
    steps: stages.map((stage, i) => ({
      stage,
      label: STAGE_LABELS[stage],
      state: finished || i < index ? 'done' : i === index ? 'current' : 'upcoming',
    })),
    percent: finished ? 100 : Math.max(5, Math.round((index / last) * 100)),
    label: STAGE_LABELS[live.stage],
  };
}

/** The document the model is writing now, if any. */
export function writingNow(stage: GenerationStage): DocumentType | null {
  if (stage === 'writing_cover_letter') return 'cover_letter';
  if (stage === 'writing_resume') return 'resume';
  return null;
}

export interface DocumentBar {
  type: DocumentType;
  percent: number;
  /** Set while a provider error of this document is being retried. */
  retry: RetryNotice | null;
}

/** One bar per requested document, in the order they are listed; finished generations are full. */
export function documentBars(
  live: Pick<LiveGeneration, 'wanted' | 'progress' | 'retry' | 'stage'>,
): DocumentBar[] {
  const types: DocumentType[] = [
    ...(live.wanted.coverLetter ? (['cover_letter'] as const) : []),
    ...(live.wanted.resume ? (['resume'] as const) : []),
  ];
  return types.map((type) => ({
    type,
    percent: live.stage === 'done' ? 100 : Math.min(100, Math.max(0, Math.round(live.progress[type] ?? 0))),
    retry: live.retry[type] ?? null,
  }));
}

/** The retry notice to announce, if any document is being retried (the first one listed). */
export function retryNotice(
  live: Pick<LiveGeneration, 'wanted' | 'progress' | 'retry' | 'stage'>,
): string | null {
  return documentBars(live).find((bar) => bar.retry)?.retry?.message ?? null;
}
