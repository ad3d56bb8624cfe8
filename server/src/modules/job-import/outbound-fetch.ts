import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressAllowed, outboundAddressKind } from './address-policy.js';
import { OutboundFetchError } from './outbound-error.js';
import { readHtmlBody } from './read-body.js';

/**
 * Fetching a page a person names is hostile ground (issue 31 §3): the link, or any redirect it
 * leads to, may point at this server's own network or the cloud's metadata service. Every hop is
 * resolved here, every address it resolves to is judged (address-policy.ts), and the connection
 * goes to the address that was judged — never to a second lookup an attacker's DNS could answer
 * differently (DNS rebinding).
 */
export interface OutboundFetchOptions {
  /** OUTBOUND_ALLOW_PRIVATE: loopback and private networks too (never link-local or metadata). */
  allowPrivate: boolean;
  /** For the whole fetch: every lookup, connection, redirect and byte of the body. */
  timeoutMs: number;
  /** Of the (decompressed) body; past it the reading stops. */
  maxBytes: number;
  /** Redirects followed; one more is a failure. */
  maxRedirects: number;
  /** The system resolver unless a test gives one. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface FetchedPage {
  /** The address of the page after redirects. */
  url: string;
  html: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Some job sites answer a bare client with a 403; a browser's usual headers, honestly signed.
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; JobPadi/1.0; job advert import)',
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'accept-language': 'en-NG,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

// Read at call time, not at import: the test setup guards dns.promises.lookup in place.
const systemResolve = (host: string) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Rejects when the signal aborts: a lookup cannot be cancelled, but it can be stopped waiting for. */
function racing<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The address to connect to for a URL, after every address its host resolves to was judged. */
async function judgedAddress(
  url: URL,
  options: OutboundFetchOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await racing((options.resolve ?? systemResolve)(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new OutboundFetchError('unresolvable', undefined, { cause: error });
    }
  }
  const first = addresses[0];
  if (!first) throw new OutboundFetchError('unresolvable');
  // Every address, not just the one used: a name that also resolves inward is refused outright.
  if (!addresses.every((a) => addressAllowed(outboundAddressKind(a.address), options.allowPrivate)))
    throw new OutboundFetchError('blocked');
  return first;
}

/** A lookup that answers only the judged address, whatever the connection asks. */
const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'GET',
      headers: HEADERS,
      signal,
      lookup: pinnedLookup(target),
      // A fresh connection per hop: a pooled one could have been opened for another address.
      agent: false,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The next URL of a redirect, or null when the answer is not one. */
function redirectOf(response: IncomingMessage, from: URL): URL | null {
  const location = response.headers.location;
  if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return null;
  try {
    return new URL(location, from);
  } catch {
    throw new OutboundFetchError('unreachable');
  }
}

/**
 * GETs an HTML page: http(s) only, public addresses only (unless allowPrivate), redirects
 * followed by hand and each re-judged, HTML only, at most maxBytes within timeoutMs.
 * Throws OutboundFetchError with the reason of any failure.
 */
export async function fetchHtmlPage(link: string, options: OutboundFetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const signal = controller.signal;
  const timer = setTimeout(() => controller.abort(new OutboundFetchError('timeout')), options.timeoutMs);
  try {
    let url = new URL(link);
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundFetchError('unreachable');
      const target = await judgedAddress(url, options, signal);
      const response = await get(url, target, signal);
      const next = redirectOf(response, url);
      if (next) {
        response.destroy();
        if (redirects >= options.maxRedirects) throw new OutboundFetchError('too_many_redirects');
        url = next;
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw new OutboundFetchError('http_status', status);
      }
      return { url: url.href, html: await readHtmlBody(response, options.maxBytes) };
    }
  } catch (error) {
    if (signal.aborted) throw new OutboundFetchError('timeout', undefined, { cause: error });
    if (error instanceof OutboundFetchError) throw error;
    // Refused or reset connections, TLS failures, a body cut short.
    throw new OutboundFetchError('unreachable', undefined, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
