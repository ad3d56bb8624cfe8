import { AUDIT_ACTIONS, type AuditPersonDto, type AuditRowDto } from '@app/shared/admin/audit';
import { PLAN_IDS, PLANS, type PlanId } from '@app/shared/plans/catalogue';

/** The Audit log tab's pure parts: action names, the sentence of each entry, the filters in the URL. */

/**
 * Every action the server writes, as a person would name it. The credits actions come with the
 * credits change of the same issue; any other name still reads sensibly (see `actionLabel`).
 */
const ACTION_LABELS: Record<string, string> = {
  'provider.create': 'Provider added',
  'provider.update': 'Provider changed',
  'provider.activate': 'Provider made active',
  'prompt.save': 'Prompt saved',
  'prompt.activate': 'Prompt version activated',
  'user.plan': 'Plan changed',
  'user.status': 'Account activated or deactivated',
  'user.role': 'Administrator role changed',
  'user.reset_usage': 'Usage reset',
  'user.delete': 'Account deleted',
  'user.credits_add': 'Credits added',
  'user.credits_set': 'Credits set',
  'user.credits.add': 'Credits added',
  'user.credits.set': 'Credits set',
  'support.availability': 'Support chat opened or closed',
  'support.reply': 'Support reply',
};

/** 'user.plan' → 'Plan changed'; an unknown 'user.trial_extend' → 'User trial extend'. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Administrator action';
}

/** The action filter's choices: every action the server knows, by label. */
export const ACTION_FILTER_OPTIONS: { value: string; label: string }[] = [...AUDIT_ACTIONS]
  .map((value) => ({ value, label: actionLabel(value) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** A person as a row names them: their name, or their e-mail address when they gave none. */
export const personName = (person: AuditPersonDto): string => person.name ?? person.email;

const planName = (id: unknown): string | null =>
  typeof id === 'string' && (PLAN_IDS as readonly string[]).includes(id) ? PLANS[id as PlanId].name : null;

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The sentence a row shows. A plan change is written from its before and after ("Changed plan of
 * Ada Obi from Free Trial to Basic"); any other entry is the sentence stored with it, with the
 * person's e-mail address replaced by their name as it is now.
 */
export function auditSentence(entry: AuditRowDto): string {
  const who = entry.person ? personName(entry.person) : null;
  if (entry.action === 'user.plan' && who) {
    const from = planName(field(entry.before, 'plan'));
    const to = planName(field(entry.after, 'plan'));
    if (from && to) return `Changed plan of ${who} from ${from} to ${to}`;
  }
  if (entry.person && who && who !== entry.person.email)
    return entry.summary.split(entry.person.email).join(who);
  return entry.summary;
}

export interface AuditFilters {
  admin?: string;
  user?: string;
  action?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters a page address carries (/admin?admin=…&action=…#audit), so a reload or a shared link
 * shows the same entries. A value the server would refuse is left out rather than shown as an error.
 */
export function filtersFromSearch(search: Record<string, unknown>): AuditFilters {
  const filters: AuditFilters = {};
  const text = (key: string) => (typeof search[key] === 'string' ? (search[key] as string).trim() : '');
  if (UUID.test(text('admin'))) filters.admin = text('admin').toLowerCase();
  if (UUID.test(text('user'))) filters.user = text('user').toLowerCase();
  if ((AUDIT_ACTIONS as readonly string[]).includes(text('action'))) filters.action = text('action');
  return filters;
}

export const hasFilters = (filters: AuditFilters): boolean =>
  Boolean(filters.admin || filters.user || filters.action);
