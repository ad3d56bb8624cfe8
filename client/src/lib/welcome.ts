import type { UserDto } from '@app/shared/auth/user';
import { displayName } from '@app/shared/users/display';

type WelcomeUser = Pick<
  UserDto,
  'firstName' | 'lastName' | 'fullName' | 'email' | 'onboardingCompleted' | 'totalGenerated' | 'createdAt'
>;

/** An account made more than this long ago was opened on an earlier visit. */
const EARLIER_VISIT_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the person has been here before: they have had documents written, or they finished the
 * welcome tutorial on an account opened more than a day ago. A person who has just signed up (the
 * tutorial open, or finished a moment ago) has not, and is not welcomed "back".
 */
export function isReturning(user: WelcomeUser, now: Date = new Date()): boolean {
  const { coverLettersGenerated, resumesGenerated } = user.totalGenerated;
  if (coverLettersGenerated + resumesGenerated > 0) return true;
  return user.onboardingCompleted && now.getTime() - new Date(user.createdAt).getTime() > EARLIER_VISIT_MS;
}

export interface Welcome {
  title: string;
  body: string;
}

/** The dashboard banner: a first welcome for a new person, "Welcome back" only for a returning one. */
export function welcomeFor(user: WelcomeUser, now: Date = new Date()): Welcome {
  const name = displayName(user);
  return isReturning(user, now)
    ? {
        title: `Welcome back, ${name}!`,
        body: 'Ready for your next application? Paste a job description and get a tailored cover letter and an ATS-friendly resume in seconds.',
      }
    : {
        title: `Welcome to JobPadi, ${name}!`,
        body: 'Let’s write your first application: paste a job description and get a tailored cover letter and an ATS-friendly resume in seconds.',
      };
}
