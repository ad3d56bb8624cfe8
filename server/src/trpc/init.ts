import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { assertAccess } from '../auth/access.js';
import { SESSION_ENDED, TOO_MANY_CALLS } from '../auth/socket-sessions.js';
import { AppError, ERROR_TABLE, INTERNAL_MESSAGE } from '../errors.js';
import type { Context } from './context.js';
import { TOO_MANY_IN_BATCH, TRPC_BATCH_TOO_LARGE } from './limits.js';

/** Input refused by a shared zod schema: its issues, or null for any other cause. */
function inputIssues(cause: unknown): Array<{ path: string; message: string }> | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((i: { path?: PropertyKey[]; message?: string }) => ({
    path: (i.path ?? []).map(String).join('.'),
    message: i.message ?? 'The request is not valid.',
  }));
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const app = cause instanceof AppError ? cause : null;
    const issues = app ? null : inputIssues(cause);
    const internal = error.code === 'INTERNAL_SERVER_ERROR' && !app;
    // An AppError thrown inside a subscription's generator never meets the appErrors middleware
    // (it runs after `next()` returned), so tRPC wraps it as INTERNAL: its own code wins here.
    const mapped = app ? ERROR_TABLE[app.code] : null;
    return {
      ...shape,
      code: mapped ? TRPC_ERROR_CODES_BY_KEY[mapped.trpc] : shape.code,
      // Unexpected errors never carry their internals; invalid input reads like the REST shims.
      message: internal
        ? INTERNAL_MESSAGE
        : (app?.userMessage ?? issues?.[0]?.message ?? friendlier(shape.message)),
      data: {
        code: mapped?.trpc ?? shape.data.code,
        httpStatus: mapped?.http ?? shape.data.httpStatus,
        appCode: app?.code ?? (issues ? 'VALIDATION_FAILED' : null),
        details: app?.details ?? (issues ? { issues } : null),
      },
    };
  },
});

/** tRPC's own refusals, in the product's voice. */
const friendlier = (message: string): string =>
  message === TRPC_BATCH_TOO_LARGE ? TOO_MANY_IN_BATCH : message;

/** Turns a service's AppError into the matching tRPC error, keeping it as the cause. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: ERROR_TABLE[cause.code].trpc, message: cause.userMessage, cause });
  }
  return result;
});

/**
 * A WebSocket's context is made when it opens; each call on it reads the session as it is now
 * (a Map lookup while the session cache holds it), so a sign-out, a deactivation or a demotion
 * counts from the next call even before the socket is closed. Calls and subscriptions in flight
 * are bounded per socket: the excess is refused at once, never queued.
 */
const socketCalls = t.middleware(async ({ ctx, type, next }) => {
  const socket = ctx.socket;
  if (!socket) return next();
  const auth = await socket.current();
  if (socket.ended) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
  if (type === 'subscription') {
    if (!socket.subscribe()) throw new AppError('RATE_LIMITED', TOO_MANY_CALLS);
    const result = await next({ ctx: { ...ctx, auth } });
    if (!result.ok || !isAsyncIterable(result.data)) {
      socket.unsubscribe();
      return result;
    }
    return { ...result, data: endingWith(result.data, () => socket.unsubscribe()) };
  }
  if (!socket.begin()) throw new AppError('RATE_LIMITED', TOO_MANY_CALLS);
  try {
    return await next({ ctx: { ...ctx, auth } });
  } finally {
    socket.finish();
  }
});

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';

/** The same items; `done` runs once the subscription ends, however it ends. */
async function* endingWith<T>(items: AsyncIterable<T>, done: () => void): AsyncGenerator<T> {
  try {
    yield* items;
  } finally {
    done();
  }
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors).use(socketCalls);

export const authedProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, auth: assertAccess(ctx.auth, 'signed-in') } }),
);

export const verifiedProcedure = authedProcedure.use(({ ctx, next }) => {
  assertAccess(ctx.auth, 'verified');
  return next();
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  assertAccess(ctx.auth, 'admin');
  return next();
});
