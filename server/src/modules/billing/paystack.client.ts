import type { Env } from '../../env.js';
import {
  type ProviderTransaction,
  toProviderTransaction,
  ZEnvelope,
  ZInitializeData,
  ZTransaction,
} from './paystack.answers.js';

/** Why a call to the provider gave no usable answer. */
export type ProviderFault = 'unreachable' | 'timeout' | 'http_error' | 'bad_answer';

/** The provider failed us; never carries the secret key. */
export class PaymentProviderError extends Error {
  constructor(
    readonly fault: ProviderFault,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface InitializeInput {
  email: string;
  /** Integer kobo. */
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string; reference: string }>;
  /** The transaction, or null when the provider does not know the reference. */
  verify(reference: string): Promise<ProviderTransaction | null>;
}

interface ClientOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/**
 * A small typed client for Paystack's HTTP API (the official Node SDK is broken): JSON over
 * fetch with the secret as a bearer token, a time limit per call, and every answer validated
 * before it is believed.
 */
export function paystackClient(options: ClientOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PaymentProviderError('timeout', `${method} ${path}: no answer in ${options.timeoutMs} ms`);
      throw new PaymentProviderError('unreachable', `${method} ${path}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const envelope = ZEnvelope.safeParse(json);
    return { status: response.status, envelope: envelope.success ? envelope.data : null };
  }

  const fail = (path: string, status: number, message?: string) =>
    new PaymentProviderError(
      status >= 200 && status < 300 ? 'bad_answer' : 'http_error',
      `${path}: HTTP ${status}${message ? ` (${message.slice(0, 200)})` : ''}`,
    );

  return {
    async initialize(input) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0)
        throw new RangeError(`amount must be a positive integer in kobo, got ${input.amountKobo}`);
      const path = '/transaction/initialize';
      const { status, envelope } = await call('POST', path, {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      });
      if (status !== 200 || !envelope?.status) throw fail(path, status, envelope?.message);
      const data = ZInitializeData.safeParse(envelope.data);
      if (!data.success) throw fail(path, status, 'unexpected data');
      return { authorizationUrl: data.data.authorization_url, reference: data.data.reference };
    },

    async verify(reference) {
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { status, envelope } = await call('GET', path);
      // Paystack answers an unknown reference with 400 (some gateways 404) and status false.
      if ((status === 400 || status === 404) && envelope && !envelope.status) return null;
      if (status !== 200 || !envelope?.status) throw fail(path, status, envelope?.message);
      const data = ZTransaction.safeParse(envelope.data);
      if (!data.success) throw fail(path, status, 'unexpected data');
      return toProviderTransaction(data.data);
    },
  };
}

/** The configured provider, or null without PAYSTACK_SECRET_KEY ('Payments are not configured'). */
export function paymentProvider(
  env: Pick<Env, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL' | 'PAYSTACK_TIMEOUT_MS'>,
): PaymentProvider | null {
  if (!env.PAYSTACK_SECRET_KEY) return null;
  return paystackClient({
    baseUrl: env.PAYSTACK_BASE_URL,
    secretKey: env.PAYSTACK_SECRET_KEY,
    timeoutMs: env.PAYSTACK_TIMEOUT_MS,
  });
}
