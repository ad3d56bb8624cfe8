import type {
  SupportAdminThreadDto,
  SupportConversationDto,
  SupportInboxRowDto,
  SupportReadResult,
  SupportSendResult,
  SupportStatusDto,
} from '@app/shared/support/dto';
import { restErrorMessage } from '../api-error';
import { readStoredToken } from '../auth-storage';
import { reportResponseStatus } from '../session-gone';
import { safeLocalStorage } from '../theme';

/** Spec 01 §8: what a failed send says when the server gave no sentence. */
export const SEND_FALLBACK = 'Please try again later.';
export const REQUEST_FAILED = 'Failed to send message';

export class SupportRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SupportRequestError';
  }
}

function authHeaders(): Record<string, string> {
  const token = readStoredToken(safeLocalStorage());
  return { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'include',
      headers: { ...authHeaders(), ...(init.headers as Record<string, string> | undefined) },
    });
  } catch {
    throw new SupportRequestError(REQUEST_FAILED, 0);
  }
  if (!response.ok) {
    reportResponseStatus(response.status);
    const body: unknown = await response.json().catch(() => null);
    throw new SupportRequestError(restErrorMessage(body, SEND_FALLBACK), response.status);
  }
  return (await response.json()) as T;
}

function form(fields: Record<string, string>, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', image, image.name);
  return body;
}

export const supportApi = {
  status: () => request<SupportStatusDto>('/api/support/status'),
  messages: () => request<SupportConversationDto>('/api/support/messages'),
  /** The person saw their conversation up to this message: the only call that marks it read. */
  markSeen: (messageId: string) =>
    request<SupportReadResult>('/api/support/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messageId }),
    }),
  send: (message: string, image: File | null) =>
    request<SupportSendResult>('/api/support/message', {
      method: 'POST',
      body: form(
        {
          message,
          currentPage: `${window.location.pathname}${window.location.search}`.slice(0, 500),
          userAgent: navigator.userAgent.slice(0, 500),
        },
        image,
      ),
    }),
  inbox: () => request<{ conversations: SupportInboxRowDto[] }>('/api/admin/support/conversations'),
  thread: (userId: string) =>
    request<SupportAdminThreadDto>(`/api/admin/support/conversations/${encodeURIComponent(userId)}`),
  reply: (userId: string, message: string, image: File | null) =>
    request<SupportSendResult>(`/api/admin/support/conversations/${encodeURIComponent(userId)}/message`, {
      method: 'POST',
      body: form({ message }, image),
    }),
};
