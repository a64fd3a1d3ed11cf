// JalanSIM's service worker: a signed-in customer's eSIM pages (codes, QR, APN, support contacts)
// stay readable without a connection, and nothing else private is kept. Why each rule is as it
// is: docs/decisions/0034-offline-esim-pages.md and 0061-kept-pages-end-with-their-session.md.
//
// - Only /my-orders/:id/esim pages (and their Malay and Chinese copies, /ms/… and /zh/…) are kept, and only when the server marked them as drawn
//   for a signed-in customer's session: X-Session-Mark (a hash of the session's token, which the
//   readable __Host-session-mark cookie also holds while the session cookie lives) and
//   X-Session-Expires (when that session ends). Kept pages all belong to one session.
// - A page (navigation) answered with no mark (signed out, session ended) or another session's
//   mark, a sign-out request, or a page telling us the browser holds no mark or another one
//   (client-side sign-ins and sign-outs, an API call refused as signed out): every kept page goes.
// - A kept page is shown (offline, or on a connection too slow to wait for) only while the browser
//   still holds its session's mark cookie and that session has not expired; otherwise every kept
//   page goes, and so they leave the offline page's list too. Without the Cookie Store API the
//   worker cannot read the cookie, and shows none.
// - Offline, any other page gets the offline page (public/offline.html, which the asset server
//   serves at /offline).

const STATIC_CACHE = "jalansim-static-v1";
// v2: pages kept before they carried their session's mark are dropped at activation.
const PRIVATE_CACHE = "jalansim-private-v2";
// The asset server answers /offline.html with a redirect to /offline.
const OFFLINE_PAGE = "/offline";
const PRECACHE = [
  OFFLINE_PAGE,
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];
// In each of the shop's languages: English at /my-orders/…, Malay at /ms/…, Chinese at /zh/….
const ESIM_PAGE = /^(?:\/(?:ms|zh))?\/my-orders\/\d+\/esim$/;
const ESIM_DATA = /^((?:\/(?:ms|zh))?\/my-orders\/\d+\/esim)\.data$/;
const SIGN_OUT = /^\/(?:api\/)?auth\/logout(?:\.data)?$/;
const ACCOUNT_TAG = "X-Account-Tag";
const SESSION_MARK = "X-Session-Mark";
const SESSION_EXPIRES = "X-Session-Expires";
const MARK_COOKIE = "__Host-session-mark";
// On a weak connection abroad, a kept copy beats a spinner: this long, then the copy.
const PATIENCE_MS = 6000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(STATIC_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const current = [STATIC_CACHE, PRIVATE_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !current.includes(n)).map((n) => caches.delete(n))))
      // The page request starts while this worker boots, so it costs a navigation no time.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

// Every page says which session mark the browser holds, even one this worker does not control yet.
// Such a page is taken over then: activation's claim misses a page whose load was under way as this
// worker activated (a sign-in's redirect racing the first registration) and a hard reload, and until
// the next full load nothing it shows (an eSIM page opened from it) would be kept. A page also says
// so when the API has just answered it as signed out ("session").
self.addEventListener("message", (event) => {
  const { type, mark, tag } = event.data ?? {};
  if (type !== "account" && type !== "session") return;
  // A page of an older build sends only its account tag: nobody's still ends every kept page.
  const keep =
    mark !== undefined ? () => keepOnlySession(mark) : tag ? () => {} : () => keepOnlySession(null);
  const tasks = [serially(keep)];
  if (type === "account") tasks.push(self.clients.claim());
  event.waitUntil(Promise.all(tasks));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && SIGN_OUT.test(url.pathname)) {
    event.respondWith(signOut(request));
  } else if (request.method !== "GET") {
    return;
  } else if (request.mode === "navigate") {
    event.respondWith(page(event, url));
  } else if (ESIM_DATA.test(url.pathname)) {
    event.respondWith(esimData(event, url));
  } else if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) {
    // Online, the browser's HTTP cache serves these; offline, the kept copies.
    event.respondWith(
      fetch(request).catch(() => caches.match(request).then((kept) => kept ?? Response.error())),
    );
  }
});

// Cache changes run one after another, so a wipe cannot interleave with a page being kept. A
// task that hangs (a wedged storage backend) is given up after a while rather than stalling
// every page load behind it.
const TASK_LIMIT_MS = 5000;
let queue = Promise.resolve();
function serially(task) {
  const limited = () =>
    Promise.race([
      task(),
      new Promise((_, reject) => setTimeout(reject, TASK_LIMIT_MS, new Error("timed out"))),
    ]);
  const run = queue.then(limited);
  queue = run.catch(() => {});
  return run;
}

async function signOut(request) {
  await serially(() => caches.delete(PRIVATE_CACHE)).catch(() => {});
  return fetch(request);
}

/** The kept pages (not their assets) and their answers. */
async function keptPages(cache) {
  const pages = [];
  for (const request of await cache.keys()) {
    if (!ESIM_PAGE.test(new URL(request.url).pathname)) continue;
    const kept = await cache.match(request);
    if (kept) pages.push(kept);
  }
  return pages;
}

/** Drops every kept page unless they were all kept for the session marked `mark`; null drops them all. */
async function keepOnlySession(mark) {
  if (!(await caches.has(PRIVATE_CACHE))) return;
  if (!mark) return caches.delete(PRIVATE_CACHE);
  const pages = await keptPages(await caches.open(PRIVATE_CACHE));
  if (pages.some((kept) => kept.headers.get(SESSION_MARK) !== mark)) return caches.delete(PRIVATE_CACHE);
}

/** The session mark the browser holds now; null without one, or where this worker cannot read cookies. */
async function heldMark() {
  if (!self.cookieStore) return null;
  const cookie = await self.cookieStore.get(MARK_COOKIE).catch(() => null);
  return cookie?.value || null;
}

/** A kept page may be shown: the browser still holds its session's mark, and that session has not expired. */
function stillItsSession(kept, mark) {
  const expires = Number(kept.headers.get(SESSION_EXPIRES));
  return Boolean(mark) && kept.headers.get(SESSION_MARK) === mark && expires > Date.now();
}

/** Before anything kept is shown or listed: drops every kept page once their session is over here. */
async function dropEndedSession() {
  if (!(await caches.has(PRIVATE_CACHE))) return;
  const mark = await heldMark();
  const pages = await keptPages(await caches.open(PRIVATE_CACHE));
  if (pages.some((kept) => !stillItsSession(kept, mark))) await caches.delete(PRIVATE_CACHE);
}

/** What a page answer says about the session; a redirect or a server error says nothing. */
function noteAccount(response) {
  if (response.type === "opaqueredirect" || response.status >= 500) return Promise.resolve();
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return Promise.resolve();
  return serially(() => keepOnlySession(response.headers.get(SESSION_MARK))).catch(() => {});
}

/**
 * Network first. The answer goes to the page at once; what it says about the account, and keeping
 * an eSIM page, happen after, in order with every other cache change and lookup.
 */
async function page(event, url) {
  const esim = ESIM_PAGE.test(url.pathname);
  const answer = Promise.resolve(event.preloadResponse).then(
    (preloaded) => preloaded ?? fetch(event.request),
  );
  const network = answer.then((response) => {
    const copy = esim ? response.clone() : null;
    event.waitUntil(noteAccount(response).then(() => copy && keepPage(url.pathname, copy)));
    return response;
  });
  if (!esim) return network.catch(offlinePage);
  const kept = () =>
    serially(async () => {
      await dropEndedSession();
      return caches.match(url.pathname, { cacheName: PRIVATE_CACHE, ignoreVary: true });
    });
  const slow = new Promise((resolve) => setTimeout(resolve, PATIENCE_MS))
    .then(kept)
    .then((copy) => copy ?? network);
  slow.catch(() => {});
  try {
    return await Promise.race([network, slow]);
  } catch {
    return (await kept().catch(() => undefined)) ?? offlinePage();
  }
}

// A client-side visit to an eSIM page loads only its data: keep the page itself as well.
async function esimData(event, url) {
  const response = await fetch(event.request);
  const path = ESIM_DATA.exec(url.pathname)[1];
  if (response.ok && response.headers.get(ACCOUNT_TAG)) {
    const document = fetch(path, { credentials: "same-origin", redirect: "manual" });
    event.waitUntil(document.then((answer) => keepPage(path, answer)).catch(() => {}));
  }
  return response;
}

/** Keeps a signed-in customer's eSIM page and the build assets it loads, for offline use. */
async function keepPage(path, response) {
  const mark = response.headers.get(SESSION_MARK);
  const marked =
    mark && response.headers.get(ACCOUNT_TAG) && Number(response.headers.get(SESSION_EXPIRES)) > 0;
  const html =
    response.status === 200 && (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!marked || !html) return;
  const text = await response
    .clone()
    .text()
    .catch(() => "");
  await serially(async () => {
    await keepOnlySession(mark);
    const cache = await caches.open(PRIVATE_CACHE);
    await cache.put(path, response);
    const missing = async (asset) => !(await cache.match(asset)) && cache.add(asset).catch(() => {});
    await Promise.all([...assetsOf(text)].map(missing));
    await dropUnusedAssets(cache);
  }).catch(() => {});
}

function assetsOf(html) {
  return new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|svg)/g) ?? []);
}

/** Assets of an older build go once no kept page loads them. */
async function dropUnusedAssets(cache) {
  const keys = await cache.keys();
  const used = new Set();
  for (const key of keys) {
    if (!ESIM_PAGE.test(new URL(key.url).pathname)) continue;
    for (const asset of assetsOf(await (await cache.match(key)).text())) used.add(asset);
  }
  for (const key of keys) {
    const path = new URL(key.url).pathname;
    if (path.startsWith("/assets/") && !used.has(path)) await cache.delete(key);
  }
}

/** The offline page, which lists the kept pages: only once an ended session's pages are gone. */
async function offlinePage() {
  await serially(dropEndedSession).catch(() => {});
  const kept = await caches.match(OFFLINE_PAGE, { cacheName: STATIC_CACHE });
  if (!kept) return Response.error();
  return new Response(kept.body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
