import { cleanOptionalName, FREE_TRIAL_DAYS, sameSitePath } from '@app/shared';
import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from 'arctic';
import type { Deps } from '../../deps.js';
import { publicUrl } from '../../env.js';
import { AppError } from '../../errors.js';
import { findUserByEmail, findUserByGoogleId, insertUser, updateUser } from '../users/users.repo.js';
import { splitName } from './register.service.js';
import { completeSignIn, type RequestMeta, type SignedIn } from './sign-in.js';

type AuthDeps = Pick<Deps, 'db' | 'env' | 'clock' | 'redis' | 'sessionCache' | 'logger'>;

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
const STATE_TTL_SECONDS = 600;
const stateKey = (deps: Pick<Deps, 'env'>, state: string) => `${deps.env.QUEUE_PREFIX}:oauth:google:${state}`;

function client(deps: Pick<Deps, 'env'>): OAuth2Client {
  const { GOOGLE_CLIENT_ID: id, GOOGLE_CLIENT_SECRET: secret } = deps.env;
  if (!id || !secret) throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_NOT_CONFIGURED);
  return new OAuth2Client(id, secret, `${publicUrl(deps.env)}/auth/callback`);
}

/**
 * Only paths that stay on this site once resolved against its origin are followed after
 * sign-in (never an open redirect); the normalised path is what is kept and handed back.
 */
export const safeReturnTo = (deps: Pick<Deps, 'env'>, value: string | undefined): string | null =>
  sameSitePath(value, publicUrl(deps.env));

/** Starts the code flow with state and PKCE; the verifier waits in Redis for the callback. */
export async function startGoogle(
  deps: AuthDeps,
  returnTo?: string,
): Promise<{ authUrl: string; state: string }> {
  const oauth = client(deps);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = oauth.createAuthorizationURLWithPKCE(
    deps.env.GOOGLE_AUTH_URL,
    state,
    CodeChallengeMethod.S256,
    verifier,
    ['openid', 'email', 'profile'],
  );
  url.searchParams.set('prompt', 'select_account');
  await deps.redis.set(
    stateKey(deps, state),
    JSON.stringify({ verifier, returnTo: safeReturnTo(deps, returnTo) }),
    'EX',
    STATE_TTL_SECONDS,
  );
  return { authUrl: url.toString(), state };
}

interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

const failed = (why: string) => new AppError('BAD_REQUEST', `Authentication failed: ${why}`);
const notThisBrowser = () => failed('the sign-in attempt did not match this browser. Please try again.');
const expired = () => failed('the sign-in attempt expired or was already used. Please try again.');

/**
 * Finishes the flow: the state must be one we issued and match the `oauth_state` cookie of the
 * browser finishing it. A missing cookie is refused too: otherwise a link carrying an attacker's
 * code and state would sign the victim in to the attacker's account (login CSRF). The code is
 * exchanged with the verifier, and the ID token — received straight from Google's token
 * endpoint over TLS — names the account.
 */
export async function completeGoogle(
  deps: AuthDeps,
  input: { code: string; state: string; cookieState?: string | undefined },
  meta: RequestMeta,
): Promise<SignedIn & { returnTo: string | null }> {
  const oauth = client(deps);
  const key = stateKey(deps, input.state);
  // Refused before the state is used up, so a stranger's attempt never spoils the real one.
  if (input.cookieState !== input.state) {
    // Without the cookie, say the more useful thing: the attempt is gone, or not this browser's.
    const gone = !input.cookieState && (await deps.redis.exists(key)) === 0;
    throw gone ? expired() : notThisBrowser();
  }
  const stored = await deps.redis.getdel(key);
  if (!stored) throw expired();
  const { verifier, returnTo } = JSON.parse(stored) as { verifier: string; returnTo: string | null };
  let claims: GoogleClaims;
  try {
    const tokens = await oauth.validateAuthorizationCode(deps.env.GOOGLE_TOKEN_URL, input.code, verifier);
    claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
  } catch {
    throw failed('Google did not accept the sign-in. Please try again.');
  }
  if (!claims.sub || !claims.email || claims.email_verified !== true)
    throw failed('Google did not confirm an e-mail address for this account.');
  const user = await findOrCreateGoogleUser(deps, {
    ...claims,
    sub: claims.sub,
    email: claims.email.toLowerCase(),
  });
  const signedIn = await completeSignIn(deps, user, meta, { provedEmail: true, message: 'Login successful' });
  return { ...signedIn, returnTo };
}

/** A cleaned name claim, at most as long as a name typed into the form may be. */
function nameClaim(value: unknown): string | null {
  const clean = cleanOptionalName(value);
  return clean ? Array.from(clean).slice(0, 100).join('').trim() : null;
}

async function findOrCreateGoogleUser(deps: AuthDeps, claims: GoogleClaims & { sub: string; email: string }) {
  const byGoogle = await findUserByGoogleId(deps.db, claims.sub);
  if (byGoogle) return byGoogle;
  const byEmail = await findUserByEmail(deps.db, claims.email);
  // Linked only; completeSignIn then takes the account over if it was unverified (a stranger's
  // password goes, earlier sessions end), as for every sign-in that proves the address.
  if (byEmail) return (await updateUser(deps.db, byEmail.id, { google_id: claims.sub })) ?? byEmail;
  // Names from the identity provider are outside input like any other: no line breaks.
  const fullName = nameClaim(claims.name) || claims.email.split('@')[0] || 'Friend';
  const { first, last } = splitName(fullName);
  const now = deps.clock.now();
  const created = await insertUser(deps.db, {
    email: claims.email,
    google_id: claims.sub,
    full_name: fullName,
    first_name: nameClaim(claims.given_name) ?? first,
    last_name: nameClaim(claims.family_name) ?? last,
    profile_image_url: claims.picture?.startsWith('https://') ? claims.picture : null,
    email_verified: true,
    role: 'user', // completeSignIn grants ADMIN_EMAILS' role to the now verified address
    subscription_expires_at: new Date(now.getTime() + FREE_TRIAL_DAYS * 24 * 3600 * 1000),
  });
  if (!created) throw failed('please try again.');
  return created;
}
