import type { UserDto } from '../auth/user.js';

type Named = Pick<UserDto, 'firstName' | 'lastName' | 'fullName' | 'email'>;

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/** Display name (spec 01 §2.11): first name, else first word of full name, else e-mail local part, else 'User'. */
export function displayName(user: Named | null | undefined): string {
  if (!user) return 'User';
  return (
    clean(user.firstName) || clean(user.fullName).split(/\s+/)[0] || clean(user.email).split('@')[0] || 'User'
  );
}

/** Avatar initials: from the full name, else first and last name, else the e-mail. */
export function initials(user: Named | null | undefined): string {
  if (!user) return 'U';
  const fromWords = (words: string[]) =>
    words
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('');
  const full = fromWords(clean(user.fullName).split(/\s+/));
  if (full) return full;
  const parts = fromWords([clean(user.firstName), clean(user.lastName)]);
  if (parts) return parts;
  return clean(user.email).slice(0, 1).toUpperCase() || 'U';
}
