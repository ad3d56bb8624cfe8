import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 30: the job search around the documents. An application is one job a
// person is after (saved by hand, or made by a generation); its documents and generations point at
// it; its status changes are kept as a timeline; "Mark as applied" freezes copies of its documents
// as they were sent; follow-up and thank-you notes and interview prep are kept with it; the
// resume's match score at each save is kept as its score history.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table applications (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    job_title text not null,
    company_name text not null,
    company_location text,
    job_description text not null default '',
    job_url text,
    closing_date date,
    status text not null default 'saved'
      check (status in ('saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn')),
    -- When the status last changed: a follow-up is due N days after it while still 'applied'.
    status_changed_at timestamptz not null default now(),
    applied_at timestamptz,
    notes text not null default '',
    -- Set once the one reminder e-mail for this application is queued: never twice.
    follow_up_reminded_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index applications_user_updated_idx on applications (user_id, updated_at desc)`.execute(
    db,
  );
  // The reminder sweep reads only applied applications not yet reminded.
  await sql`create index applications_follow_up_idx on applications (status_changed_at)
    where status = 'applied' and follow_up_reminded_at is null`.execute(db);

  await sql`create table application_events (
    id uuid primary key default gen_random_uuid(),
    application_id uuid not null references applications(id) on delete cascade,
    status text not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index application_events_app_at_idx on application_events (application_id, at)`.execute(
    db,
  );

  // What was sent: frozen copies, never changed by later edits. The document may be deleted
  // later; its id stays as the copy's name.
  await sql`create table application_sent (
    application_id uuid not null references applications(id) on delete cascade,
    document_id uuid not null,
    type text not null check (type in ('cover_letter', 'resume')),
    title text not null,
    content text not null,
    template_id text not null,
    sent_at timestamptz not null default now(),
    primary key (application_id, document_id)
  )`.execute(db);

  // Follow-up e-mails and thank-you notes the model wrote; user_id for the fair-use count.
  await sql`create table application_notes (
    id uuid primary key default gen_random_uuid(),
    application_id uuid not null references applications(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    kind text not null check (kind in ('follow_up', 'thank_you')),
    content text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index application_notes_app_idx on application_notes (application_id, created_at)`.execute(
    db,
  );
  await sql`create index application_notes_user_idx on application_notes (user_id, created_at)`.execute(db);

  // Interview preparation: questions with answer outlines and the claims the guard marked.
  await sql`create table application_interview_prep (
    id uuid primary key default gen_random_uuid(),
    application_id uuid not null references applications(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    questions jsonb not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index application_prep_app_idx on application_interview_prep (application_id, created_at)`.execute(
    db,
  );
  await sql`create index application_prep_user_idx on application_interview_prep (user_id, created_at)`.execute(
    db,
  );

  await sql`alter table generations add column application_id uuid references applications(id) on delete set null`.execute(
    db,
  );
  await sql`alter table documents add column application_id uuid references applications(id) on delete set null`.execute(
    db,
  );
  await sql`create index documents_application_idx on documents (application_id) where application_id is not null`.execute(
    db,
  );
  await sql`create index generations_application_idx on generations (application_id) where application_id is not null`.execute(
    db,
  );

  // The resume's match score at each save, written by the database as the score changes.
  await sql`create table application_scores (
    id uuid primary key default gen_random_uuid(),
    application_id uuid not null references applications(id) on delete cascade,
    document_id uuid not null,
    score smallint not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index application_scores_app_at_idx on application_scores (application_id, at)`.execute(
    db,
  );
  await sql`
    create function record_application_score() returns trigger language plpgsql as $$
    begin
      if new.application_id is not null and new.type = 'resume' and new.match_score is not null
        and (tg_op = 'INSERT' or new.match_score is distinct from old.match_score
             or new.content is distinct from old.content) then
        insert into application_scores (application_id, document_id, score, at)
        values (new.application_id, new.id, new.match_score, now());
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger documents_record_application_score
    after insert or update of match_score, content, application_id on documents
    for each row execute function record_application_score()`.execute(db);

  // Follow-up reminders: after how many days, or off (null).
  await sql`alter table user_settings add column follow_up_days smallint default 7
    check (follow_up_days is null or follow_up_days between 1 and 60)`.execute(db);

  // What was there before: one application per generation, its documents with it.
  await sql`alter table applications add column legacy_generation_id uuid`.execute(db);
  await sql`
    insert into applications (user_id, job_title, company_name, company_location, job_description,
      status, status_changed_at, created_at, updated_at, legacy_generation_id)
    select user_id, job_title, company_name, company_location, job_description,
      'saved', created_at, created_at, coalesce(finished_at, created_at), id
    from generations`.execute(db);
  await sql`update generations g set application_id = a.id from applications a
    where a.legacy_generation_id = g.id`.execute(db);
  await sql`update documents d set application_id = g.application_id from generations g
    where d.generation_id = g.id`.execute(db);
  await sql`insert into application_events (application_id, status, at)
    select id, 'saved', created_at from applications`.execute(db);
  await sql`insert into application_scores (application_id, document_id, score, at)
    select application_id, id, match_score, updated_at from documents
    where application_id is not null and type = 'resume' and match_score is not null`.execute(db);
  await sql`alter table applications drop column legacy_generation_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings drop column follow_up_days`.execute(db);
  await sql`drop trigger documents_record_application_score on documents`.execute(db);
  await sql`drop function record_application_score()`.execute(db);
  await sql`drop table application_scores`.execute(db);
  await sql`alter table documents drop column application_id`.execute(db);
  await sql`alter table generations drop column application_id`.execute(db);
  await sql`drop table application_interview_prep`.execute(db);
  await sql`drop table application_notes`.execute(db);
  await sql`drop table application_sent`.execute(db);
  await sql`drop table application_events`.execute(db);
  await sql`drop table applications`.execute(db);
}
