import type { MiddlewareHandler } from "hono";
import { stripLocale } from "~/lib/locale";
import { createDb } from "../../db/client";
import { newQueryLog, serverTiming, timedD1 } from "../../db/query-timing";
import { readCookie, setCookie } from "../cookies/cookies.server";
import type { ApiEnv } from "./hono-env.server";

/**
 * The D1 bookmark of the last write this browser made (D1 Sessions API, decision 0015). Reads
 * that carry it are served by a replica at least as new as that write, so a customer always sees
 * what they just saved; reads without it may go to any replica ("first-unconstrained").
 */
const D1_BOOKMARK_COOKIE = "__Host-d1b";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sign-in, sign-up and account recovery (API and pages, staff too): how many queries they ran
 * differs between a known and an unknown address, so their answers carry no database timing.
 */
const TELLS_ACCOUNTS_APART =
  /^\/(?:api\/auth\/(?:login|register|forgot-password|reset-password)|api\/admin\/login|admin\/login(?:\.data)?)\/?$/;
/** The same pages in every language, matched at their English address. */
const ACCOUNT_PAGES = /^\/auth\/(?:login|register|forgot-password|reset-password)(?:\.data)?\/?$/;

/** A bookmark is an opaque D1 token; accept only its plain shape, never a cookie-sized blob. */
function readBookmark(request: Request): string | undefined {
  const value = readCookie(request, D1_BOOKMARK_COOKIE);
  return value && /^[A-Za-z0-9_.:-]{1,200}$/.test(value) ? value : undefined;
}

/**
 * One database handle per request: a D1 session (reads may use replicas, writes start on the
 * primary), wrapped to count and time every query for the `Server-Timing` header.
 */
export const requestDatabase: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const isRead = READ_METHODS.has(c.req.method);
  const bookmark = readBookmark(c.req.raw);
  const session = c.env.DB.withSession(isRead ? (bookmark ?? "first-unconstrained") : "first-primary");
  const log = newQueryLog();
  c.set("queryLog", log);
  // The edge cache, which runs first, has said MISS for a cacheable page; anything else bypasses it.
  if (!c.get("cacheStatus")) c.set("cacheStatus", "BYPASS");
  c.set("db", createDb(timedD1(session, log)));
  await next();
  // A WebSocket handshake comes back from the chat room's object with immutable headers.
  if (c.res.status === 101) return;
  c.res.headers.set(
    "Server-Timing",
    TELLS_ACCOUNTS_APART.test(c.req.path) || ACCOUNT_PAGES.test(stripLocale(c.req.path))
      ? `cache;desc=${c.get("cacheStatus")}`
      : serverTiming(log, c.get("cacheStatus")),
  );
  // Only a write moves the bookmark the browser must present; plain reads never set a cookie, so
  // anonymous pages stay cacheable.
  const latest = isRead ? null : session.getBookmark();
  if (latest && latest !== bookmark) {
    c.res.headers.append("Set-Cookie", setCookie(D1_BOOKMARK_COOKIE, latest));
  }
};
