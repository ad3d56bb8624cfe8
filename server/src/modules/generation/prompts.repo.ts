import type { Database } from '../../db/database.js';
import { DEFAULT_PROMPTS, type DocumentType } from './ai/prompts.js';

/** The administrator's active prompt for a document type, else the versioned default in code. */
export async function activeSystemPrompt(
  db: Database,
  type: DocumentType,
): Promise<{ text: string; source: 'database' | 'default' }> {
  const row = await db
    .selectFrom('prompts')
    .select('system_prompt')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row
    ? { text: row.system_prompt, source: 'database' }
    : { text: DEFAULT_PROMPTS[type], source: 'default' };
}
