import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 28: a cover letter's match score is now the share of the job's key
// requirements it addresses, no longer a resume's keyword score. The scores stored for letters
// were the old kind, and the list would show them as the new one: they are forgotten (null shows
// no badge) until the letter's next save or generation stores its own. Resumes keep theirs.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update documents set match_score = null where type = 'cover_letter'`.execute(db);
}

// The old scores cannot be brought back; a later save computes a score again either way.
export async function down(_db: Kysely<any>): Promise<void> {}
