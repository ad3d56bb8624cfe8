import type { UserDto } from '@app/shared/auth/user';
import { refusalFor } from '@app/shared/generation/credits';
import { type GenerationRefusalCode, REFUSAL_TEXT } from '@app/shared/generation/refusals';
import { type UsageKind, usageSummary } from '@app/shared/users/usage';

type CreditUser = Pick<
  UserDto,
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'subscriptionExpiresAt'
  | 'createdAt'
  | 'quotaBalance'
  | 'totalGenerated'
  | 'isUnlimitedActive'
>;

const left = (kind: UsageKind) => (kind.isUnlimited ? 'unlimited' : `${kind.available} left`);

/** "Cover letters: 1 left · Resumes: 0 left" from the account's usage (spec 01 §3). */
export function creditsLine(user: CreditUser): string {
  const { coverLetters, resumes } = usageSummary(user);
  return `Cover letters: ${left(coverLetters)} · Resumes: ${left(resumes)}`;
}

export interface OptionRefusal {
  code: GenerationRefusalCode;
  message: string;
  /** The plan action of the refusal ('View Plans', 'Renew Now'…), to the subscription page. */
  action: string;
  href: string;
}

/**
 * Whether one document of this kind would be refused, with the same rules the server applies
 * (refusalFor), so the form can say so before a submit. The server still decides.
 */
export function optionRefusal(
  user: CreditUser,
  kind: 'coverLetter' | 'resume',
  now: Date = new Date(),
): OptionRefusal | null {
  const code = refusalFor(
    {
      plan: user.subscriptionPlan,
      subscriptionStatus: user.subscriptionStatus,
      expiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
      createdAt: new Date(user.createdAt),
      coverLettersRemaining: user.quotaBalance.coverLettersRemaining,
      resumesRemaining: user.quotaBalance.resumesRemaining,
    },
    { coverLetters: kind === 'coverLetter' ? 1 : 0, resumes: kind === 'resume' ? 1 : 0 },
    now,
  );
  if (!code) return null;
  const text = REFUSAL_TEXT[code];
  return {
    code,
    message: text.message,
    action: text.suggestedActions[0] ?? 'View Plans',
    href: text.redirectUrl ?? '/subscription',
  };
}
