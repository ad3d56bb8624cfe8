/** How a model call failed, and whether trying again can help. */
export type ModelFailure =
  | 'rate_limited'
  | 'server_error'
  | 'network'
  | 'timeout'
  | 'invalid_key'
  | 'unknown_model'
  | 'bad_request'
  | 'bad_output'
  /** The provider's circuit breaker is open: it failed too often in a row, no call was made. */
  | 'circuit_open';

const RETRYABLE = new Set<ModelFailure>(['rate_limited', 'server_error', 'network', 'timeout', 'bad_output']);

export const MODEL_FAILURE_MESSAGES: Record<ModelFailure, string> = {
  rate_limited: 'The AI provider is busy right now. Please try again in a minute.',
  server_error: 'The AI provider had a problem. Please try again in a minute.',
  network: 'We could not reach the AI provider. Please try again in a minute.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  invalid_key: 'The AI provider refused our credentials. An administrator needs to check the API key.',
  unknown_model:
    'The AI provider does not know the configured model. An administrator needs to choose another model.',
  bad_request:
    'The AI provider refused the request. Please shorten the job description or resume and try again.',
  bad_output: 'The AI returned an incomplete document. Please try again.',
  circuit_open:
    'The AI provider is failing right now, so we paused requests to it for a moment. Please try again in a few minutes; your credits were not used.',
};

export class ModelCallError extends Error {
  readonly retryable: boolean;
  constructor(
    readonly failure: ModelFailure,
    options?: { cause?: unknown },
  ) {
    super(MODEL_FAILURE_MESSAGES[failure], options);
    this.name = 'ModelCallError';
    this.retryable = RETRYABLE.has(failure);
  }
}

type ThrownByClient = {
  status?: number;
  statusCode?: number;
  response?: { status?: number };
  code?: string;
  name?: string;
  message?: string;
};

/** The HTTP status a client library attached to its error, if any (a ModelCallError's cause). */
export function httpStatusOf(error: unknown): number | null {
  const e = (error instanceof ModelCallError ? error.cause : error) as ThrownByClient | undefined;
  const status = e?.status ?? e?.statusCode ?? e?.response?.status;
  return typeof status === 'number' ? status : null;
}

/** The class of what the client library threw (e.g. RateLimitError), for the logs. */
export function thrownClassOf(error: unknown): string {
  const thrown = error instanceof ModelCallError && error.cause !== undefined ? error.cause : error;
  if (thrown instanceof Error) return thrown.constructor.name || thrown.name;
  return typeof thrown;
}

/** Reads the HTTP status (or the lack of one) from whichever client library threw. */
export function classifyModelError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  const e = error as {
    status?: number;
    statusCode?: number;
    response?: { status?: number };
    code?: string;
    name?: string;
    message?: string;
  };
  const status = e?.status ?? e?.statusCode ?? e?.response?.status;
  const text = `${e?.code ?? ''} ${e?.message ?? ''}`.toLowerCase();
  let failure: ModelFailure;
  if (status === 401 || status === 403) failure = 'invalid_key';
  else if (status === 404 || text.includes('model_not_found') || text.includes('does not exist'))
    failure = 'unknown_model';
  else if (status === 429) failure = 'rate_limited';
  else if (status !== undefined && status >= 500) failure = 'server_error';
  else if (status !== undefined && status >= 400) failure = 'bad_request';
  else if (e?.name === 'AbortError' || text.includes('timeout') || text.includes('timed out'))
    failure = 'timeout';
  else failure = 'network';
  return new ModelCallError(failure, { cause: error });
}
