import type { Insertable } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { AiCallLogs } from '../../../db/database.types.js';

export type AiCallLog = Insertable<AiCallLogs>;

/** Records one model call for AI monitoring. */
export async function insertAiCallLog(db: Database, row: AiCallLog): Promise<void> {
  await db.insertInto('ai_call_logs').values(row).execute();
}
