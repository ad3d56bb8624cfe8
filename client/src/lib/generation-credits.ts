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

export interface ChoiceRefusal extends OptionRefusal {
  /** Why "Generate Documents" cannot be used, in one sentence, with what to do about it. */
  sentence: string;
}

const KIND_NAMES = { coverLetter: 'cover letter', resume: 'resume' } as const;
const OPTION_NAMES = { coverLetter: 'Cover Letter', resume: 'Optimize Resume' } as const;

/**
 * Whether what is ticked would be refused (the rules of `optionRefusal` for each ticked document),
 * so the form keeps its submit from being used and says why before anything is sent: "Resumes: 0
 * left" and a button that only refuses afterwards do not agree. Null when nothing is ticked (the
 * form asks for a selection) or when it may go ahead.
 */
export function choiceRefusal(
  user: CreditUser,
  choice: { coverLetter: boolean; resume: boolean },
  now: Date = new Date(),
): ChoiceRefusal | null {
  const kinds = (['coverLetter', 'resume'] as const).filter((kind) => choice[kind]);
  const refused = kinds.flatMap((kind) => {
    const refusal = optionRefusal(user, kind, now);
    return refusal ? [{ kind, refusal }] : [];
  });
  const [first] = refused;
  if (!first) return null;
  const { refusal } = first;
  // An ended trial or subscription stops every document: its own sentence says so.
  if (refusal.code === 'TRIAL_EXPIRED' || refusal.code === 'SUBSCRIPTION_EXPIRED')
    return { ...refusal, sentence: refusal.message };
  const short = refused.map((r) => KIND_NAMES[r.kind]);
  const what = `You have no ${short.join(' or ')} credits left`;
  const other = kinds.find((kind) => !refused.some((r) => r.kind === kind));
  const sentence = other
    ? `${what}. Untick ${OPTION_NAMES[first.kind]} to write the ${KIND_NAMES[other]} alone, or get more credits with a plan.`
    : `${what}, so this cannot be generated. Get more credits with a plan.`;
  return { ...refusal, sentence };
}
