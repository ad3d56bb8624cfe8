import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 29: a plan an administrator sets was shown to the person as "paid by
// card" though no payment was taken. Each account now says where its current plan came from:
// 'trial' (given at sign-up), 'payment' (a confirmed payment granted it) or 'admin' (set in the
// admin console, nothing charged). Written with the plan by the code that sets the plan.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column subscription_source text not null default 'trial'
    check (subscription_source in ('trial', 'payment', 'admin'))`.execute(db);
  // What was there before: a paid plan some payment granted counts as paid; a paid plan no
  // payment ever granted could only have been set by an administrator.
  await sql`
    update users u set subscription_source = case
      when exists (
        select 1 from payment_grants g where g.user_id = u.id and g.plan_id = u.subscription_plan
      ) then 'payment'
      else 'admin' end
    where u.subscription_plan <> 'free_trial'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column subscription_source`.execute(db);
}
