import { isAdmin } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { authOf } from './request-auth.js';
import type { AuthContext } from './resolve-auth.js';

/**
 * Who may do what, written once for both transports: tRPC's procedures (trpc/init.ts) and the
 * REST shims (`requireAuth` below) apply the same checks with the same messages.
 */
export const NOT_SIGNED_IN = 'You need to be logged in to access this page.';
export const NOT_VERIFIED = 'Please verify your email address to access this feature.';
export const NOT_ADMIN =
  "You don't have permission to access the admin panel. Only administrators can view this page.";

export type Access = 'signed-in' | 'verified' | 'admin';

/** Throws the AppError a request without `access` gets; returns the auth that passed. */
export function assertAccess(auth: AuthContext | null, access: Access): AuthContext {
  if (!auth) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (access === 'verified' && !auth.user.email_verified) throw new AppError('FORBIDDEN', NOT_VERIFIED);
  if (access === 'admin' && !isAdmin(auth.user)) throw new AppError('FORBIDDEN', NOT_ADMIN);
  return auth;
}

/** The REST shims' guard: the request's session, or the same refusal tRPC gives. */
export async function requireAuth(
  deps: Deps,
  request: Pick<FastifyRequest, 'headers'>,
  access: Access = 'verified',
): Promise<AuthContext> {
  return assertAccess(await authOf(deps, request), access);
}
