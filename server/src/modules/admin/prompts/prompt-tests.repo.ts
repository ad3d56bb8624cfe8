import type { PromptTestResultDto, PromptType, TPromptTestData } from '@app/shared';
import { PROMPT_MESSAGES } from '@app/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { PromptTests } from '../../../db/database.types.js';

export type PromptTestRow = Selectable<PromptTests>;

export async function insertPromptTest(
  db: Database,
  values: { actorId: string; type: PromptType; systemPrompt: string; testData: TPromptTestData },
): Promise<string> {
  const row = await db
    .insertInto('prompt_tests')
    .values({
      actor_id: values.actorId,
      type: values.type,
      system_prompt: values.systemPrompt,
      test_data: JSON.stringify(values.testData),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPromptTest(db: Database, id: string): Promise<PromptTestRow | undefined> {
  return db.selectFrom('prompt_tests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a queued test (or one a dead worker left running); null when it already finished. */
export async function claimPromptTest(db: Database, id: string): Promise<PromptTestRow | undefined> {
  return db
    .updateTable('prompt_tests')
    .set({ status: 'running' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
}

export async function finishPromptTest(
  db: Database,
  id: string,
  values: {
    status: 'succeeded' | 'failed';
    output: string;
    errorMessage: string | null;
    provider: string | null;
    model: string | null;
    latencyMs: number | null;
    firstTokenMs: number | null;
    tokensIn: number | null;
    tokensOut: number | null;
  },
  now: Date,
): Promise<PromptTestRow | undefined> {
  return db
    .updateTable('prompt_tests')
    .set({
      status: values.status,
      output: values.output,
      error_message: values.errorMessage,
      provider: values.provider,
      model: values.model,
      latency_ms: values.latencyMs,
      first_token_ms: values.firstTokenMs,
      tokens_in: values.tokensIn,
      tokens_out: values.tokensOut,
      finished_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export const COMPLETE_MESSAGE = 'Prompt Test Complete';

/** A test as the console shows it; `partial` is the text streamed so far while it runs. */
export function toPromptTestResult(row: PromptTestRow, partial = ''): PromptTestResultDto {
  const status = row.status as PromptTestResultDto['status'];
  return {
    testId: row.id,
    status,
    output: row.output ?? partial,
    message:
      status === 'succeeded'
        ? COMPLETE_MESSAGE
        : status === 'failed'
          ? (row.error_message ?? PROMPT_MESSAGES.testFailed)
          : status === 'queued'
            ? 'Waiting for the AI provider…'
            : 'Writing…',
    provider: row.provider,
    model: row.model,
    latencyMs: row.latency_ms,
    firstTokenMs: row.first_token_ms,
    tokensIn: row.tokens_in,
    tokensOut: row.tokens_out,
  };
}
