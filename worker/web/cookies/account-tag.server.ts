import type { MiddlewareHandler } from "hono";
import type { RouterContextProvider } from "react-router";
import { readPaymentSecrets } from "../../env";
import type { ApiEnv } from "../http/hono-env.server";
import { cartOwner } from "../pages/checkout/cart.server";
import { lookupUserSession, sessionTokenFrom } from "./session-cookie.server";
import { SESSION_EXPIRES_HEADER, SESSION_MARK_HEADER, sessionMarkOf } from "./session-mark.server";

/**
 * Which account a page was drawn for, as the service worker (public/sw.js) reads it: an HMAC of the
 * user id under a server secret, so the browser can tell "same account" from "another account" or
 * "nobody" without ever holding the id. The worker drops every saved private page when it changes
 * (decision 0034).
 */
const ACCOUNT_TAG_HEADER = "X-Account-Tag";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
/**
 * Without SETTINGS_ENCRYPTION_KEY (a bare local set-up) each isolate draws its own key: tags then
 * differ between isolates, which costs a saved page now and then but never reveals or mixes accounts.
 */
let isolateSecret: string | undefined;

function tagKey(env: Env): Promise<CryptoKey> {
  // Drawn on first use: the Workers runtime allows no random values at module scope.
  isolateSecret ??= crypto.randomUUID();
  const secret = readPaymentSecrets(env).settingsEncryptionKey ?? isolateSecret;
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(`jalansim-account-tag:${secret}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

/** 128 bits of HMAC-SHA-256 over the user id, in hex. */
async function accountTagFor(env: Env, userId: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await tagKey(env), encoder.encode(`user:${userId}`));
  return [...new Uint8Array(mac).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The tag of the customer the root loader sees (the same memoised lookup as the navigation's), or null. */
export async function pageAccountTag(
  request: Request,
  context: Readonly<RouterContextProvider>,
  env: Env,
): Promise<string | null> {
  const { customer } = await cartOwner(request, context, { fresh: false });
  return customer ? accountTagFor(env, customer.user.id) : null;
}

/** Answers that are not pages: the API, stored images, build and static files, the dev mailbox. */
const NOT_A_PAGE = /^\/(?:api|images|assets|static|__dev)(?:\/|$)/;

/**
 * Every page (and `.data`) answer to a signed-in customer carries the tag, and the mark and expiry
 * of the session that drew it (kept beside a saved page, decision 0061); an anonymous one never
 * does, nor an answer that sets or clears the session cookie (it speaks for no account yet). The
 * session is looked up (KV first, as the navigation does) while the page renders.
 */
export const accountTagHeader: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = sessionTokenFrom(c.req.raw);
  if (NOT_A_PAGE.test(c.req.path) || !token) return next();
  const customer = lookupUserSession(c.get("db"), c.env.SESSIONS, c.req.raw, { fresh: false });
  customer.catch(() => {});
  await next();
  if (c.res.status === 101 || c.res.headers.get("Set-Cookie")?.includes("__Host-session=")) return;
  const signedIn = await customer.catch(() => null);
  if (!signedIn) return;
  c.res.headers.set(ACCOUNT_TAG_HEADER, await accountTagFor(c.env, signedIn.user.id));
  c.res.headers.set(SESSION_MARK_HEADER, await sessionMarkOf(token));
  c.res.headers.set(SESSION_EXPIRES_HEADER, String(signedIn.expiresAt));
};
