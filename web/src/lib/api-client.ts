import { languageInUse, t } from '@/i18n/i18n';
import { ApiError, isApiErrorBody } from './api-error';

/** How a request reaches the API: over the network in the browser. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * The server's first drawing of a screen (entry-server.tsx) reads the API in-process, as the
 * signed-in user whose page it draws, instead of over the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls the same-origin API with the session cookie and JSON bodies. A non-2xx answer throws an
 * ApiError carrying the server's code and user-facing message — in the language on screen, which
 * every request names (the server prefers a signed-in user's saved choice); 204 resolves to
 * undefined.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const response = await transport(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // The server words its messages (errors, confirmations) in the language the app shows.
      'Accept-Language': languageInUse(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (response.status === 204) return undefined as T;

  const payload: unknown = await readJson(response);
  if (!response.ok) throw refusal(response, payload);
  return payload as T;
}

/** A non-2xx answer as the ApiError it carries (or a generic one when it carries none). */
export function refusal(response: Response, payload: unknown): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, details } = payload.error;
    return new ApiError(response.status, code, message, details);
  }
  return new ApiError(
    response.status,
    'INTERNAL',
    response.statusText || t('common.failure.request_failed'),
  );
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
