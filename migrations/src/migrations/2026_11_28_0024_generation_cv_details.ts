import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 31 §2: the Nigerian CV details a generation was allowed to use
// ({format, details}: all the person gave for the Nigerian CV format, else only what the advert
// asks about; the date of birth only when ticked), kept with the generation as it was written:
// the worker reads them from here, and the fact check counts them as the person's own source.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table generations add column cv_details jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table generations drop column cv_details`.execute(db);
}
