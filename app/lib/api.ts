import { noteSignedOutAnswer } from "./session-mark";

/**
 * The browser's one JSON client (SPEC.md §7): cookies always sent, a JSON body when there is a
 * payload (FormData as it is, for uploads), and any failure thrown as an `ApiError` that carries the
 * status, the server's `{ error }` message and the parsed answer. A dropped connection is status 0.
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { method = "GET", body, signal } = init;
  const request: RequestInit = { method, credentials: "same-origin", signal };
  if (body instanceof FormData) request.body = body;
  else if (body !== undefined) {
    request.body = JSON.stringify(body);
    request.headers = { "Content-Type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(path, request);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const text = await response.text();
  const payload = parseJson(text);
  if (response.status === 401) noteSignedOutAnswer();
  if (!response.ok) {
    const serverError = (payload as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, typeof serverError === "string" ? serverError : undefined, payload);
  }
  return payload as T;
}

const NETWORK_ERROR = "Network error. Please check your connection.";

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `{ error }` message, when it sent one. */
    readonly serverMessage?: string,
    /** The parsed JSON answer (for failures that carry more than a message). */
    readonly payload: unknown = null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}

/** SPEC.md §8: a failure toast shows the server's message, or "Please try again later". */
export function failureMessage(error: unknown, fallback = "Please try again later"): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
