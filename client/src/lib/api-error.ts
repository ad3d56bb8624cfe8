/** Spec 01 §8: any network failure on the account screens. */
export const NETWORK_ERROR = 'Network error. Please try again.';

interface ErrorLike {
  message?: unknown;
  shape?: unknown;
  data?: { appCode?: unknown; details?: unknown } | null;
}

const asErrorLike = (error: unknown): ErrorLike | null =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : null;

/**
 * A tRPC error that carries no shape never got an answer from our server (offline, DNS, a proxy's
 * HTML error page): for a person that is a network problem, whatever the fetch said.
 */
export function isNetworkError(error: unknown): boolean {
  const e = asErrorLike(error);
  return !e || e.shape === undefined || e.shape === null;
}

// Input the server's zod refused arrives as the issues list in JSON; a person wants the first one.
function firstIssueMessage(message: string): string | null {
  if (!message.startsWith('[')) return null;
  try {
    const issues: unknown = JSON.parse(message);
    const first = Array.isArray(issues) ? (issues[0] as { message?: unknown } | undefined) : undefined;
    return typeof first?.message === 'string' ? first.message : null;
  } catch {
    return null;
  }
}

/** The server's own message when it gave one, else the screen's fallback (spec 01 §8). */
export function errorMessage(error: unknown, fallback: string, network: string = NETWORK_ERROR): string {
  if (isNetworkError(error)) return network;
  const message = asErrorLike(error)?.message;
  if (typeof message !== 'string' || message.trim() === '') return fallback;
  return firstIssueMessage(message) ?? message;
}

/** The server's application error code (`data.appCode`), e.g. 'RATE_LIMITED'. */
export function errorCode(error: unknown): string | null {
  const code = asErrorLike(error)?.data?.appCode;
  return typeof code === 'string' ? code : null;
}

/** An UPPER_CASE machine code such as 'UNAUTHENTICATED', never a sentence to show. */
const isCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value);

const bodyField = (body: unknown, field: 'error' | 'message' | 'code'): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;

/**
 * The machine code of a REST error body (`{ error: sentence, message: sentence, code }`, DECISIONS
 * "Errors on the documented /api paths"); an older answer's UPPER_CASE `error` still counts.
 */
export function restErrorCode(body: unknown): string | null {
  const code = bodyField(body, 'code');
  if (typeof code === 'string' && code !== '') return code;
  const error = bodyField(body, 'error');
  return isCode(error) ? error : null;
}

/** The sentence of a REST error body (spec 01 §8: its `error` field, else `message`), or the fallback. */
export function restErrorMessage(body: unknown, fallback: string): string {
  for (const said of [bodyField(body, 'error'), bodyField(body, 'message')])
    if (typeof said === 'string' && said.trim() !== '' && !isCode(said)) return said;
  return fallback;
}

/** Spec 01 §8 fallbacks, so every screen uses the same words. */
export const FALLBACKS = {
  login: 'Login failed',
  sendOtp: 'Failed to send OTP',
  verifyOtp: 'Invalid OTP',
  sendMagicLink: 'Failed to send magic link',
  googleLogin: 'Failed to initialize Google login',
  register: 'Registration failed',
  forgotPassword: 'Failed to send reset email',
  resetPassword: 'Failed to reset password',
  verify: 'Verification failed',
  resendVerification: 'Failed to resend verification email',
  emailVerification: 'Email verification failed',
  invalidResetToken: 'Invalid or expired reset token. Please request a new password reset.',
  magicLink: 'Magic link verification failed',
  callback: 'Authentication failed',
  changePassword: 'Failed to change password',
} as const;
