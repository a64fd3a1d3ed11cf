import type { Context, MiddlewareHandler } from "hono";
import { stripLocale } from "~/lib/locale";
import { newQueryLog, serverTiming } from "../../db/query-timing";
import { bumpCatalogueVersion, readCatalogueVersion } from "../../services/catalogue/version";
import { carriesPersonalCookie } from "../cookies/personal-answers.server";
import type { ApiEnv } from "./hono-env.server";
import { keepInIsolate, recallFromIsolate } from "./isolate-cache.server";

/**
 * Edge cache for anonymous visitors (decision 0015). Home, Shop, plan and destination
 * pages (and their React Router `.data` twins) and `/api/products` are the same for every visitor
 * who is signed out and has no cart, so the Worker answers them from the Workers Cache API, keyed
 * by URL and the catalogue version that every staff change replaces. Each language's page (/ms/…,
 * /zh/…) is its own URL, so its own entry; one version bump retires all three at once.
 *
 * Never cached: anything but GET, a request carrying a session, staff session, guest cart or flash
 * cookie (decided as the app's cookie parser reads them), any answer but a 200, and any answer
 * that sets a cookie or says private/no-store.
 */
// Pages, matched at their English address, so each language's copy too ("/ms.data" is "/").
const CACHEABLE_PAGES: RegExp[] = [
  /^\/(_root\.data)?$/,
  /^\/shop(\.data)?$/,
  /^\/plans\/[^/]+?(\.data)?$/,
  /^\/esim\/[^/]+?(\.data)?$/,
];
/** Answers that are not pages, at their one address. */
const CACHEABLE_PATHS: RegExp[] = [
  /^\/api\/products\/?$/,
  // Built from the catalogue: the version bump that retires the plan pages retires these too.
  /^\/(sitemap\.xml|robots\.txt)$/,
];

/** How long the cache may keep a page; the version in the key retires it earlier on any change. */
const STORED_MAX_AGE_S = 24 * 60 * 60;

function isCacheablePath(pathname: string): boolean {
  const page = stripLocale(pathname);
  return (
    CACHEABLE_PAGES.some((pattern) => pattern.test(page)) ||
    CACHEABLE_PATHS.some((pattern) => pattern.test(pathname))
  );
}

function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  return isCacheablePath(new URL(request.url).pathname) && !carriesPersonalCookie(request);
}

/** A cached page a browser opens (not its `.data` twin, the API or the sitemap). */
export function isCachedDocument(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    request.method === "GET" && isCacheablePath(pathname) && !/\.(data|xml|txt)$|^\/api\//.test(pathname)
  );
}

function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/private|no-store/i.test(cacheControl);
}

/**
 * The stored page for this URL under this catalogue version and this build: a page stored by the
 * previous build names its hashed scripts, which a new deploy no longer serves.
 * @unitTested by `tests/unit/edge-cache-key.test.ts`
 */
export function cacheKey(request: Request, version: string, build: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("__catalogue", version);
  url.searchParams.set("__build", build);
  return new Request(url.toString(), { method: "GET" });
}

function etagMatches(request: Request, etag: string | null): boolean {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (!etag || !ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch === "*" || (ifNoneMatch.match(/"[^"]*"/g) ?? ([] as string[])).includes(bare);
}

/** The page was rendered for another request: its inline scripts get this request's CSP nonce. */
export function freshNonceRewriter(nonce: string): HTMLRewriter {
  return new HTMLRewriter().on("[nonce]", {
    element(element) {
      element.setAttribute("nonce", nonce);
    },
  });
}

function withFreshNonce(response: Response, nonce: string): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return freshNonceRewriter(nonce).transform(response);
}

/** A hit ran no query: its Server-Timing says so, read the same way as a rendered page's. */
const HIT_TIMING = serverTiming(newQueryLog(), "HIT");

function fromCache(c: Context<ApiEnv>, cached: Response): Response {
  const etag = cached.headers.get("ETag");
  if (etagMatches(c.req.raw, etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag ?? "", "Server-Timing": HIT_TIMING } });
  }
  const response = new Response(cached.body, cached);
  response.headers.delete("Age");
  response.headers.delete("CF-Cache-Status");
  response.headers.set("Cache-Control", "no-cache");
  response.headers.set("Server-Timing", HIT_TIMING);
  return withFreshNonce(response, c.get("nonce"));
}

/** The cache (the DOM lib, for app/, hides the Workers-only `caches.default`). */
const edgeStore = () => (caches as unknown as { default: Cache }).default;

/** This request's key under the current catalogue version, and its stored answer if there is one. */
async function lookUp(c: Context<ApiEnv>): Promise<{ key: Request; cached?: Response } | undefined> {
  const version = await readCatalogueVersion(c.env.SESSIONS);
  // KV down: which stored pages are current is unknown, so there is none to answer with.
  if (version === null) return undefined;
  const key = cacheKey(c.req.raw, version, c.get("buildId"));
  return { key, cached: recallFromIsolate(key.url) ?? (await fromCacheApi(edgeStore(), key)) };
}

/** The anonymous visitor's stored copy of this page, whoever asks. */
export async function storedAnonymousPage(c: Context<ApiEnv>): Promise<Response | undefined> {
  return (await lookUp(c))?.cached;
}

export const edgeCache: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isCacheableRequest(c.req.raw)) return next();
  const found = await lookUp(c);
  if (!found) return next();
  if (found.cached) {
    c.set("cacheStatus", "HIT");
    return fromCache(c, found.cached);
  }
  c.set("cacheStatus", "MISS");
  await next();
  if (!isStorable(c.res)) return;
  const stored = c.res.clone();
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", `public, max-age=${STORED_MAX_AGE_S}`);
  headers.delete("Server-Timing");
  c.executionCtx.waitUntil(edgeStore().put(found.key, new Response(stored.body, { status: 200, headers })));
  // Browsers revalidate every time (ETag on the API), so a price change is never hidden by them.
  c.res.headers.set("Cache-Control", "no-cache");
};

/**
 * A Cache API hit is kept in this isolate too, so its next view here skips the lookup. Filled from
 * hits only: a miss's body is a branch of the visitor's stream and would wait on their download.
 */
async function fromCacheApi(cache: Cache, key: Request): Promise<Response | undefined> {
  const cached = await cache.match(key);
  if (!cached) return undefined;
  const body = await cached.arrayBuffer();
  keepInIsolate(key.url, body, cached.headers);
  return new Response(body, cached);
}

/**
 * Staff changes that cannot alter what an anonymous visitor sees; everything else bumps. The back
 * office's screens post to their own route actions (`/admin/...`), API clients to `/api/admin/...`.
 */
const NOT_CATALOGUE =
  /^\/(api\/admin\/(login|logout|chat|users|ban-logs|staff|audit-logs)|admin\/(login|logout|chat|users|bans|audit|account))(\/|\.data|$)/;

/**
 * After a successful staff change to anything public (products, prices, stock, content, images,
 * reviews, settings, and routes added later), replace the catalogue version before answering, so
 * the very next anonymous page view is rendered afresh.
 */
export const bumpCatalogueOnStaffChange: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD") return;
  if (c.res.status >= 400 || NOT_CATALOGUE.test(c.req.path)) return;
  await bumpCatalogueVersion(c.env.SESSIONS);
};
