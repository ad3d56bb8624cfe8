import {
  promptTestTokenCommands,
  publishPromptTestEvent,
  restartPromptTestText,
} from '@app/server/modules/admin/prompts/prompt-test.events';
import {
  claimPromptTest,
  finishPromptTest,
  toPromptTestResult,
} from '@app/server/modules/admin/prompts/prompt-tests.repo';
import {
  buildSelectionMessage,
  selectionContext,
} from '@app/server/modules/documents/selection-help.prompts';
import { ModelCallError } from '@app/server/modules/generation/ai/model-errors';
import { buildUserMessage } from '@app/server/modules/generation/ai/prompts';
import { resolveProvider } from '@app/server/modules/generation/ai/provider-settings';
import { type CallStats, streamDocument } from '@app/server/modules/generation/ai/stream-document';
import {
  PROMPT_MESSAGES,
  type PromptType,
  SELECTION_ACTIONS,
  type SelectionAction,
  type TPromptTestData,
} from '@app/shared';
import { tokenBatcherFor } from '../generation/token-stream.js';
import type { JobContext } from '../runtime/processor.js';

/**
 * Runs an administrator's draft prompt once against the provider generations use right now,
 * streaming the text on the test's channel exactly like a generation streams a document. No user
 * and no credit are involved; AI monitoring logs the call as a prompt test.
 */
export async function runPromptTest(
  testId: string,
  context: JobContext,
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const { deps } = context;
  const row = await claimPromptTest(deps.db, testId);
  if (!row) return 'skipped';
  await restartPromptTestText(deps, row.id);
  const type = row.type as PromptType;
  const data = row.test_data as TPromptTestData;
  const provider = await resolveProvider(deps);
  let stats: CallStats | null = null;
  let output = '';
  let failure: string | null = null;
  if (!provider) failure = `${PROMPT_MESSAGES.testFailed} No AI provider is configured.`;
  else {
    const tokens = tokenBatcherFor(deps.redis).stream(promptTestTokenCommands(deps.env.QUEUE_PREFIX, row.id));
    try {
      output = await streamDocument(deps, {
        settings: provider.settings,
        system: row.system_prompt,
        user:
          type === 'selection_help'
            ? selectionTestMessage(data)
            : buildUserMessage({
                type,
                language: 'en',
                jobTitle: data.jobTitle ?? '',
                companyName: data.companyName ?? '',
                companyLocation: data.companyLocation ?? null,
                jobDescription: data.jobDescription ?? '',
                resumeText: (type === 'resume' ? data.currentResume : data.resumeContent) || null,
                personalDetails: null,
              }),
        purpose: type,
        kind: 'prompt_test',
        generationId: null,
        onToken: (delta) => tokens.push(delta),
        onStats: (s) => {
          stats = s;
        },
      });
      await tokens.flushed();
    } catch (error) {
      // The failure is announced last: no text of the test may follow it.
      await tokens.discard();
      const reason = error instanceof ModelCallError ? ` ${error.message}` : '';
      failure = `${PROMPT_MESSAGES.testFailed}${reason}`;
      context.logger.warn(
        { testId, err: error instanceof Error ? error.message : String(error) },
        'prompt test failed',
      );
    }
  }
  const figures = stats as CallStats | null;
  const finished = await finishPromptTest(
    deps.db,
    row.id,
    {
      status: failure ? 'failed' : 'succeeded',
      output,
      errorMessage: failure,
      provider: provider?.settings.provider.id ?? null,
      model: provider?.settings.model ?? null,
      latencyMs: figures?.totalMs ?? null,
      firstTokenMs: figures?.firstTokenMs ?? null,
      tokensIn: figures?.tokensIn ?? null,
      tokensOut: figures?.tokensOut ?? null,
    },
    deps.clock.now(),
  );
  if (finished) {
    const result = toPromptTestResult(finished);
    await publishPromptTestEvent(
      deps,
      row.id,
      failure ? { type: 'failed', result } : { type: 'done', result },
    );
  }
  return failure ? 'failed' : 'succeeded';
}

/**
 * A selection help test (issue 32): the sample's selection as the only text of a resume, the
 * action as typed ('stronger' when it names none) and the current resume as the person's source.
 */
function selectionTestMessage(data: TPromptTestData): string {
  const typed = (data.selectionAction ?? '').trim().toLowerCase();
  const action: SelectionAction =
    SELECTION_ACTIONS.find((a) => a === typed || (a === 'grammar' && typed.includes('grammar'))) ??
    'stronger';
  const selection = data.selection?.trim() || '- Improved the process';
  return buildSelectionMessage({
    action,
    selection,
    keyword: action === 'keyword' ? data.keyword?.trim() || null : null,
    context: selectionContext(selection, 0, selection.length),
    documentKind: 'resume',
    jobTitle: data.jobTitle ?? '',
    companyName: data.companyName ?? '',
    jobDescription: data.jobDescription ?? '',
    sourceText: data.currentResume || null,
  });
}
