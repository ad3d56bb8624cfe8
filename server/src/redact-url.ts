/**
 * Query parameters whose values are credentials or may carry them: one-time tokens in links
 * (/reset-password?token=, validate-reset-token), OAuth codes and state, and tRPC GET input
 * (`?input={"token":…}`), which is whatever a query procedure was given.
 */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'input', 'password', 'key', 'secret', 'otp']);

export const REDACTED = '[redacted]';

/** The URL as it may be logged: the path, and each query parameter with secret values replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = safeDecode(pair.slice(0, equals)).toLowerCase();
      return SECRET_PARAMS.has(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
