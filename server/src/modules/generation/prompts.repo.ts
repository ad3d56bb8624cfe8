import type { Database } from '../../db/database.js';
import { DEFAULT_PROMPTS, type DocumentType } from './ai/prompts.js';

export interface SystemPrompt {
  text: string;
  source: 'database' | 'default';
}

/**
 * The administrator's active prompts, every document type in one query (at most one is active
 * per type, prompts_one_active_idx): a generation reads them before its claim tells which
 * documents it writes.
 */
export async function findActivePrompts(db: Database) {
  return db.selectFrom('prompts').select(['type', 'system_prompt']).where('is_active', '=', true).execute();
}

/** Each document type's prompt: the administrator's active one, else the versioned default in code. */
export function systemPromptsOf(
  rows: Awaited<ReturnType<typeof findActivePrompts>>,
): Record<DocumentType, SystemPrompt> {
  const promptOf = (type: DocumentType): SystemPrompt => {
    const row = rows.find((r) => r.type === type);
    return row
      ? { text: row.system_prompt, source: 'database' }
      : { text: DEFAULT_PROMPTS[type], source: 'default' };
  };
  return { cover_letter: promptOf('cover_letter'), resume: promptOf('resume') };
}

/**
 * One prompt type's system prompt outside generation (issue 32's 'selection_help'): the
 * administrator's active version, else the default in code.
 */
export async function activeSystemPrompt(
  db: Database,
  type: 'selection_help',
  fallback: string,
): Promise<SystemPrompt> {
  const row = await db
    .selectFrom('prompts')
    .select('system_prompt')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ? { text: row.system_prompt, source: 'database' } : { text: fallback, source: 'default' };
}
