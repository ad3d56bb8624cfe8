import type { Database } from '../../db/database.js';
import { DEFAULT_PROMPTS, type DocumentType } from './ai/prompts.js';

export interface SystemPrompt {
  text: string;
  source: 'database' | 'default';
}

/**
 * The administrator's active prompt of each document type, else the versioned default in code.
 * Both in one query (at most one is active per type, prompts_one_active_idx): a generation reads
 * them before its claim tells which documents it writes.
 */
export async function activeSystemPrompts(db: Database): Promise<Record<DocumentType, SystemPrompt>> {
  const rows = await db
    .selectFrom('prompts')
    .select(['type', 'system_prompt'])
    .where('is_active', '=', true)
    .execute();
  const promptOf = (type: DocumentType): SystemPrompt => {
    const row = rows.find((r) => r.type === type);
    return row
      ? { text: row.system_prompt, source: 'database' }
      : { text: DEFAULT_PROMPTS[type], source: 'default' };
  };
  return { cover_letter: promptOf('cover_letter'), resume: promptOf('resume') };
}
