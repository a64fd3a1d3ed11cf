import {
  type CustomerSession,
  type LookupOptions,
  lookupUserSessionByToken,
  REMEMBER_ME_TTL_MS,
} from "../auth/session";
import type { Database } from "../db/client";
import type { SignedIn } from "../services/accounts/auth";
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

export function sessionTokenFrom(request: Request): string | undefined {
  const token = readCookie(request, CUSTOMER_SESSION_COOKIE);
  // Our tokens are 43 base64url characters; anything else is not worth a lookup.
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined;
}

/** The customer behind the request's session cookie, or null. */
export function lookupUserSession(
  db: Database,
  kv: KVNamespace,
  request: Request,
  options: LookupOptions = {},
): Promise<CustomerSession | null> {
  return lookupUserSessionByToken(db, kv, sessionTokenFrom(request), options);
}

/** Set-Cookie values after a sign-in: the session, and the cleared guest cart cookie when one was merged. */
export function signedInCookies(signedIn: Pick<SignedIn, "issued" | "mergedGuestCart">): string[] {
  const cookies = [sessionCookie(signedIn.issued.token, signedIn.issued.persistent)];
  if (signedIn.mergedGuestCart) cookies.push(clearGuestCartCookie());
  return cookies;
}
