import type { UserDto } from '@app/shared/auth/user';

export type SessionCheck = { kind: 'answered'; user: UserDto | null } | { kind: 'unanswered' };

/**
 * A session check the server answered with an error (401 above all) means signed out (spec 01
 * §4); one that never reached it (a network error, an aborted request, the client code failing to
 * load) decides nothing. Read from the error's shape so this file needs none of the tRPC code.
 */
export function toSessionCheck(error: unknown): SessionCheck {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' ? { kind: 'answered', user: null } : { kind: 'unanswered' };
}
