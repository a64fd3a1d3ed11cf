import type { Context } from "hono";
import { InvalidError, TooLargeError } from "../services/errors";
import { MAX_JSON_BODY_BYTES } from "../web/http/body-limit.server";

const TOO_LARGE = "Request body is too large";

/**
 * The one way the JSON API reads a body. No body is `{}` (the schema then names what is missing);
 * malformed JSON is the caller's mistake (400), not ours. The front door's body limit already stops
 * a larger body; the cap is checked here too so the reader is safe wherever it is mounted, and a read
 * the limit cut short answers 413 rather than surfacing as an unexpected error.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > MAX_JSON_BODY_BYTES) throw new TooLargeError(TOO_LARGE);
  const text = await c.req.text().catch(() => {
    throw new TooLargeError(TOO_LARGE);
  });
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES) throw new TooLargeError(TOO_LARGE);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidError("Request body must be valid JSON");
  }
}
