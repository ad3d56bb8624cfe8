import {
  type DefaultPromptsDto,
  PROMPT_MESSAGES,
  PROMPT_TITLES,
  type PromptDto,
  type PromptType,
  type TPromptActivateInput,
  type TPromptSaveInput,
} from '@app/shared';
import { AppError } from '../../../errors.js';
import { DEFAULT_SELECTION_HELP_PROMPT } from '../../documents/selection-help.prompts.js';
import { DEFAULT_PROMPTS } from '../../generation/ai/prompts.js';
import type { AdminActor, AdminDeps } from '../admin-actor.js';
import { retryOnUniqueRace } from '../admin-actor.js';
import { insertAudit } from '../audit/audit.repo.js';
import {
  activatePromptRow,
  findActivePrompt,
  findPromptVersion,
  insertActivePrompt,
  listPromptVersions,
} from './prompts.repo.js';

/** Versions are read straight from the database by every generation: no cache to refresh. */
export const listPrompts = (
  deps: Pick<AdminDeps, 'db'>,
  options: { type?: PromptType; limit?: number } = {},
) => listPromptVersions(deps.db, options);

/** The built-in prompts used while no version of a type is active. */
export const defaultPrompts = (): DefaultPromptsDto => ({
  ...DEFAULT_PROMPTS,
  selection_help: DEFAULT_SELECTION_HELP_PROMPT,
});

const versionLabel = (version: PromptDto | undefined) =>
  version ? `version ${version.version}` : 'the default';

/** Saves a new version of a type's prompt and makes it the active one (spec: saving activates). */
export async function savePrompt(
  deps: AdminDeps,
  actor: AdminActor,
  input: TPromptSaveInput,
): Promise<PromptDto> {
  const id = await retryOnUniqueRace(() =>
    deps.db.transaction().execute(async (trx) => {
      const previous = await findActivePrompt(trx, input.type);
      const saved = await insertActivePrompt(trx, {
        type: input.type,
        systemPrompt: input.systemPrompt,
        createdBy: actor.id,
      });
      const version = await findPromptVersion(trx, saved);
      const before = previous ? await findPromptVersion(trx, previous.id) : undefined;
      await insertAudit(trx, {
        actorId: actor.id,
        action: 'prompt.save',
        targetType: 'prompt',
        targetId: saved,
        summary: `Saved ${versionLabel(version)} of the ${PROMPT_TITLES[input.type]} prompt and made it active (was ${versionLabel(before)})`,
        before: before ? { id: before.id, version: before.version } : null,
        after: { id: saved, version: version?.version ?? null, characters: input.systemPrompt.length },
      });
      return saved;
    }),
  );
  const saved = await findPromptVersion(deps.db, id);
  if (!saved) throw new AppError('NOT_FOUND', PROMPT_MESSAGES.notFound);
  return saved;
}

/** Makes a saved version the active one; an earlier version is a roll back. */
export async function activatePrompt(
  deps: AdminDeps,
  actor: AdminActor,
  input: TPromptActivateInput,
): Promise<PromptDto> {
  const target = await findPromptVersion(deps.db, input.id);
  if (!target) throw new AppError('NOT_FOUND', PROMPT_MESSAGES.notFound);
  if (input.type && input.type !== target.type)
    throw new AppError('VALIDATION_FAILED', PROMPT_MESSAGES.typeMismatch);
  if (target.isActive) return target;
  await retryOnUniqueRace(() =>
    deps.db.transaction().execute(async (trx) => {
      const previous = await findActivePrompt(trx, target.type);
      const before = previous ? await findPromptVersion(trx, previous.id) : undefined;
      await activatePromptRow(trx, target.type, target.id);
      await insertAudit(trx, {
        actorId: actor.id,
        action: 'prompt.activate',
        targetType: 'prompt',
        targetId: target.id,
        summary: `Activated version ${target.version} of the ${PROMPT_TITLES[target.type]} prompt (was ${versionLabel(before)})`,
        before: before ? { id: before.id, version: before.version } : null,
        after: { id: target.id, version: target.version },
      });
    }),
  );
  return { ...target, isActive: true };
}
