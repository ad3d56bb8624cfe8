import {
  PROMPT_MESSAGES,
  PROMPT_TEST_PRIORITY,
  PROMPT_TEST_SAMPLES,
  type PromptTestEvent,
  type PromptTestResultDto,
  promptTestJob,
  type TPromptTestData,
  type TPromptTestInput,
} from '@app/shared';
import { enforce, type RateRule } from '../../../auth/rate-limit.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../errors.js';
import { enqueue } from '../../../queue/enqueue.js';
import { eventQueue } from '../../../queue/pubsub.js';
import { resolveProvider } from '../../generation/ai/provider-settings.js';
import type { AdminActor } from '../admin-actor.js';
import { promptTestChannel, readPromptTestText } from './prompt-test.events.js';
import { findPromptTest, insertPromptTest, toPromptTestResult } from './prompt-tests.repo.js';

type TestDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'redis' | 'pubsub' | 'logger'>;

/** How long POST /api/admin/test-prompt waits for the whole answer before giving up on it. */
export const PROMPT_TEST_WAIT_MS = 120_000;

/** Empty fields take the sample's value: a test always has a job and a candidate to write for. */
function withSamples(input: TPromptTestInput): TPromptTestData {
  const sample = PROMPT_TEST_SAMPLES[input.type];
  const data: TPromptTestData = {};
  for (const key of Object.keys(sample) as Array<keyof TPromptTestData>)
    data[key] = input.testData[key]?.trim() ? input.testData[key] : sample[key];
  return data;
}

/** Prompt tests per administrator: each one is a paid model call. */
export const PROMPT_TEST_RULE: RateRule = { name: 'prompt-test:admin', limit: 20, windowSeconds: 10 * 60 };

/**
 * Queues a test of a draft prompt on the generation queue, where a worker runs it against the
 * live provider; answers its id at once (watch it with `watchPromptTest`). No credit is involved.
 */
export async function startPromptTest(
  deps: TestDeps,
  actor: AdminActor,
  input: TPromptTestInput,
): Promise<{ testId: string }> {
  await enforce(deps, [[PROMPT_TEST_RULE, actor.id]]);
  if (!(await resolveProvider(deps)))
    throw new AppError('SERVICE_UNAVAILABLE', `${PROMPT_MESSAGES.testFailed} No AI provider is configured.`);
  const testId = await insertPromptTest(deps.db, {
    actorId: actor.id,
    type: input.type,
    systemPrompt: input.systemPrompt,
    testData: withSamples(input),
  });
  await enqueue(
    deps.queues,
    promptTestJob,
    { testId },
    { jobId: `prompt-test-${testId}`, priority: PROMPT_TEST_PRIORITY },
  );
  return { testId };
}

export async function getPromptTest(deps: Pick<Deps, 'db' | 'redis' | 'env'>, testId: string) {
  const row = await findPromptTest(deps.db, testId);
  if (!row) throw new AppError('NOT_FOUND', PROMPT_MESSAGES.testNotFound);
  const partial =
    row.status === 'running' ? await readPromptTestText(deps.redis, deps.env.QUEUE_PREFIX, testId) : '';
  return toPromptTestResult(row, partial);
}

/**
 * The live view of a test: listens first, then yields the state so far (with the text written
 * until then), then each token, ending on 'done' or 'failed'.
 */
export async function* watchPromptTest(
  deps: TestDeps,
  testId: string,
  signal?: AbortSignal,
): AsyncGenerator<PromptTestEvent> {
  const queue = eventQueue<PromptTestEvent>(signal);
  const unsubscribe = await deps.pubsub.subscribe(
    promptTestChannel(deps.env.QUEUE_PREFIX, testId),
    (message) => queue.push(JSON.parse(message) as PromptTestEvent),
  );
  try {
    const snapshot = await getPromptTest(deps, testId);
    if (snapshot.status === 'succeeded' || snapshot.status === 'failed') {
      yield { type: snapshot.status === 'succeeded' ? 'done' : 'failed', result: snapshot };
      return;
    }
    yield { type: 'snapshot', result: snapshot };
    // A token published between listening and reading arrives twice: drop what we have.
    let have = snapshot.output.length;
    for await (const event of queue.values()) {
      if (event.type === 'token') {
        const end = event.at + event.delta.length;
        if (end <= have) continue;
        const fresh =
          event.at >= have ? event : { ...event, delta: event.delta.slice(have - event.at), at: have };
        have = end;
        yield fresh;
        continue;
      }
      yield event;
      if (event.type === 'done' || event.type === 'failed') return;
    }
  } finally {
    unsubscribe();
  }
}

/** POST /api/admin/test-prompt: runs the test and answers once it finished (or the wait ran out). */
export async function runPromptTestAndWait(
  deps: TestDeps,
  actor: AdminActor,
  input: TPromptTestInput,
): Promise<PromptTestResultDto> {
  const { testId } = await startPromptTest(deps, actor, input);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROMPT_TEST_WAIT_MS);
  try {
    for await (const event of watchPromptTest(deps, testId, controller.signal))
      if (event.type === 'done' || event.type === 'failed') return event.result;
  } finally {
    clearTimeout(timer);
  }
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    `${PROMPT_MESSAGES.testFailed} The AI provider took too long to answer.`,
  );
}
