import type { MiddlewareHandler } from "hono";
import { sha256Hex } from "../../auth/tokens";
import type { ApiEnv } from "../http/hono-env.server";
import { clearCookie, readCookie, setCookie } from "./cookies.server";
import { sessionCookieSetBy, sessionSeenBy, sessionTokenFrom } from "./session-cookie.server";

/**
 * The session cookie's readable twin. The session cookie is HttpOnly, so neither the pages nor the
 * service worker (public/sw.js) can tell whether the browser still holds it; this cookie lives and
 * dies with it (same lifetime: gone with the browser session, or the same Max-Age) and holds a mark
 * of that session: a hash of its token, which opens nothing and leads back to nothing. Offline, the
 * worker shows a kept eSIM page only while this cookie still holds the mark the page was kept
 * with (decision 0061).
 */
const SESSION_MARK_COOKIE = "__Host-session-mark";
/** On a signed-in customer's pages: the mark of the session that drew it, and when that session ends. */
export const SESSION_MARK_HEADER = "X-Session-Mark";
export const SESSION_EXPIRES_HEADER = "X-Session-Expires";

/** 128 bits of SHA-256 over the token, under a label of its own (never the hash D1 keys sessions by). */
export async function sessionMarkOf(token: string): Promise<string> {
  return (await sha256Hex(`jalansim-session-mark:${token}`)).slice(0, 32);
}

function markCookie(mark: string, maxAge: number | undefined): string {
  const options = { httpOnly: false, ...(maxAge === undefined ? {} : { maxAge }) };
  return setCookie(SESSION_MARK_COOKIE, mark, options);
}

const clearMarkCookie = () => clearCookie(SESSION_MARK_COOKIE, { httpOnly: false });

/** What the mark cookie must become after this answer, if it must change. */
async function markCookieAfter(request: Request, response: Response): Promise<string | undefined> {
  const issued = sessionCookieSetBy(response);
  if (issued === null) return clearMarkCookie();
  if (issued) return markCookie(await sessionMarkOf(issued.token), issued.maxAge);
  const held = readCookie(request, SESSION_MARK_COOKIE);
  const token = sessionTokenFrom(request);
  const seen = sessionSeenBy(request);
  // The session ended on the server, or the browser no longer sends its cookie.
  if (!token || seen === null) return held ? clearMarkCookie() : undefined;
  if (!seen) return undefined;
  // A session from before the mark existed, or a mark the browser lost: written again.
  const mark = await sessionMarkOf(token);
  if (held === mark) return undefined;
  const left = seen.persistent ? Math.max(0, Math.floor((seen.expiresAt - Date.now()) / 1000)) : undefined;
  return markCookie(mark, left);
}

/**
 * Keeps the mark cookie in step with the session cookie on every answer: set beside it, cleared
 * beside it, and cleared when a lookup of this request found its session ended (a page, a page's
 * data, or an API call such as the chat badge's poll).
 */
export const sessionMarkCookie: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  const cookie = await markCookieAfter(c.req.raw, c.res);
  if (!cookie) return;
  // An answer straight from a cache or a fetch has immutable headers: copy it before adding one.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append("Set-Cookie", cookie);
};
