import {
  type CustomerSession,
  type LookupOptions,
  lookupUserSessionByToken,
  REMEMBER_ME_TTL_MS,
} from "../../auth/session";
import type { Database } from "../../db/client";
import type { SignedIn } from "../../services/accounts/auth";
import { clearCookie, readCookie, setCookie } from "./cookies.server";
import { clearGuestCartCookie } from "./guest-cart.server";

/** The customer's session cookie: a random token whose SHA-256 is all D1 and KV keep. */
const CUSTOMER_SESSION_COOKIE = "__Host-session";

export function sessionCookie(token: string, persistent: boolean): string {
  return persistent
    ? setCookie(CUSTOMER_SESSION_COOKIE, token, { maxAge: REMEMBER_ME_TTL_MS / 1000 })
    : setCookie(CUSTOMER_SESSION_COOKIE, token);
}

export function clearSessionCookie(): string {
  return clearCookie(CUSTOMER_SESSION_COOKIE);
}

/**
 * The session cookie an answer sets (its token, and its Max-Age when it outlives the browser
 * session), null when the answer clears it, undefined when it does neither.
 */
export function sessionCookieSetBy(
  response: Response,
): { token: string; maxAge?: number } | null | undefined {
  const prefix = `${CUSTOMER_SESSION_COOKIE}=`;
  const line = response.headers.getSetCookie().findLast((cookie) => cookie.startsWith(prefix));
  if (line === undefined) return undefined;
  const token = line.slice(prefix.length).split(";")[0] ?? "";
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(line)?.[1];
  if (!token || maxAge === "0" || maxAge?.startsWith("-")) return null;
  return maxAge === undefined ? { token } : { token, maxAge: Number(maxAge) };
}

export function sessionTokenFrom(request: Request): string | undefined {
  const token = readCookie(request, CUSTOMER_SESSION_COOKIE);
  // Our tokens are 43 base64url characters; anything else is not worth a lookup.
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined;
}

/**
 * What the lookups of a request found behind its session cookie: null once any of them found no
 * session (D1 said so: a KV record is only ever trusted when it names one). The session mark cookie
 * follows it (session-mark.server.ts).
 */
const sessionsSeen = new WeakMap<Request, CustomerSession | null>();

export function sessionSeenBy(request: Request): CustomerSession | null | undefined {
  return sessionsSeen.get(request);
}

/** The customer behind the request's session cookie, or null. */
export function lookupUserSession(
  db: Database,
  kv: KVNamespace,
  request: Request,
  options: LookupOptions = {},
): Promise<CustomerSession | null> {
  const token = sessionTokenFrom(request);
  const found = lookupUserSessionByToken(db, kv, token, options);
  if (token)
    found.then(
      (session) => sessionsSeen.set(request, sessionsSeen.get(request) === null ? null : session),
      () => {},
    );
  return found;
}

/** Set-Cookie values after a sign-in: the session, and the cleared guest cart cookie when one was merged. */
export function signedInCookies(signedIn: Pick<SignedIn, "issued" | "mergedGuestCart">): string[] {
  const cookies = [sessionCookie(signedIn.issued.token, signedIn.issued.persistent)];
  if (signedIn.mergedGuestCart) cookies.push(clearGuestCartCookie());
  return cookies;
}
