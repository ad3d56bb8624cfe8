import type { UserDto } from '@app/shared/auth/user';
import { PROFILE_MESSAGES } from '@app/shared/profile/messages';
import { type TProfileUpdate, ZProfileUpdate } from '@app/shared/profile/schemas';

/** What the profile form and the onboarding profile step hold while being typed in. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  linkedinProfile: string;
}

export type ProfileFieldErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** The stored values, which Cancel puts back (spec 02 §4 "Profile edit mode"). */
export function profileFormValues(user: UserDto): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    linkedinProfile: user.linkedinProfile ?? '',
  };
}

export type ProfileCheck =
  | { ok: true; input: TProfileUpdate }
  | {
      ok: false;
      /** 'Missing Information: …' once for both names (spec 02 §5), or null. */
      namesMissing: string | null;
      errors: ProfileFieldErrors;
    };

/**
 * The server's own rules (shared ZProfileUpdate), run before sending: names required after
 * trimming, LinkedIn optional but a web address, the e-mail a valid address. `fields` says which
 * parts the form sends: onboarding sends the names and LinkedIn, the profile page all four.
 */
export function checkProfileForm(
  values: ProfileFormValues,
  fields: { email: boolean; linkedin: boolean },
): ProfileCheck {
  const parsed = ZProfileUpdate.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    ...(fields.linkedin ? { linkedinProfile: values.linkedinProfile } : {}),
    ...(fields.email ? { email: values.email.trim() } : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ProfileFieldErrors = {};
  let namesMissing: string | null = null;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProfileFormValues;
    if (issue.message === PROFILE_MESSAGES.namesRequired) namesMissing = issue.message;
    errors[field] ??= issue.message;
  }
  return { ok: false, namesMissing, errors };
}

/** A spec message written 'Title: sentence' split for a toast's title and description. */
export function titled(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  return at > 0 && at < 40
    ? { title: message.slice(0, at), description: message.slice(at + 2) }
    : { title: message, description: '' };
}
