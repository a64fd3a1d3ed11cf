// The admin screens talk to the JSON API with fetch (SPEC.md §7: a failure's message is the server's).
export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T | null;
  error: string;
}

export async function adminRequest<T = unknown>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  try {
    const init: RequestInit = { method, credentials: "same-origin" };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { "Content-Type": "application/json" };
    }
    const res = await fetch(path, init);
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    const serverError = (data as { error?: unknown } | null)?.error;
    const error = res.ok ? "" : typeof serverError === "string" ? serverError : text || res.statusText;
    return { ok: res.ok, status: res.status, data: data as T, error };
  } catch {
    return { ok: false, status: 0, data: null, error: "Network error. Please check your connection." };
  }
}
