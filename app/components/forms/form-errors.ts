/** POST JSON to the API; throws an Error carrying the server's message (or none). */
export async function postForm(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  const payload = (await response.json().catch(() => null)) as { error?: unknown } | null;
  throw new ServerMessageError(typeof payload?.error === "string" ? payload.error : "");
}

export class ServerMessageError extends Error {}

/** SPEC.md §8: the server's message, or "Please try again later". */
export function failureDescription(error: unknown): string {
  return error instanceof ServerMessageError && error.message ? error.message : "Please try again later";
}
