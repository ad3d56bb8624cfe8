import type { UserDto } from '@app/shared/auth/user';
import {
  type DocumentTemplate,
  TEMPLATE_REFUSED,
  type TemplateKind,
  templateAllowed,
  templatesFor,
} from '@app/shared/documents/templates';
import type { PlanId } from '@app/shared/plans/catalogue';

/** The plan as the template rules read it: a period that has ended counts as inactive. */
export function planAccess(
  user: Pick<UserDto, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt'>,
  now: Date = new Date(),
): { id: PlanId; active: boolean } {
  const expires = user.subscriptionExpiresAt ? Date.parse(user.subscriptionExpiresAt) : Number.NaN;
  const ended = Number.isFinite(expires) && expires <= now.getTime();
  return { id: user.subscriptionPlan, active: user.subscriptionStatus === 'active' && !ended };
}

export interface TemplateChoice {
  template: DocumentTemplate;
  allowed: boolean;
  /** Why a design is locked (the server's TEMPLATE_REFUSED sentence); null when it is allowed. */
  lockedReason: string | null;
}

/**
 * The designs offered for a kind of document, locked where the plan lacks them. The server
 * decides for real (setTemplate refuses); this only shows the same answer before the click.
 */
export function templateChoices(kind: TemplateKind, plan: { id: PlanId; active: boolean }): TemplateChoice[] {
  return templatesFor(kind).map((template) => {
    const allowed = templateAllowed(template, plan);
    return { template, allowed, lockedReason: allowed ? null : TEMPLATE_REFUSED(template) };
  });
}
