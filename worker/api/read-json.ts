import type { Context } from "hono";
import { HttpError } from "./errors";

/** The request's JSON body; malformed JSON is the caller's mistake (400), not ours. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
}
