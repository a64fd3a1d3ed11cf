// JalanSIM's service worker: a signed-in customer's eSIM pages (codes, QR, APN, support contacts)
// stay readable without a connection, and nothing else private is kept. Why each rule is as it
// is: docs/decisions/0034-offline-esim-pages.md.
//
// - Only /my-orders/:id/esim pages (and their Malay and Chinese copies, /ms/… and /zh/…) are kept, and only when the server marked them with the
//   account tag (X-Account-Tag: an HMAC of the user id, never the id) of a signed-in customer.
// - A page (navigation) answered with no tag (signed out, session ended) or another account's tag,
//   a sign-out request, or a page telling us it was drawn for nobody or someone else (client-side
//   sign-ins and sign-outs): every kept page goes.
// - Offline, a kept page is answered from here; any other page gets the offline page
//   (public/offline.html, which the asset server serves at /offline).

const STATIC_CACHE = "jalansim-static-v1";
const PRIVATE_CACHE = "jalansim-private-v1";
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

// Every page says which account it was drawn for, even one this worker does not control yet. Such a
// page is taken over then: activation's claim misses a page whose load was under way as this worker
// activated (a sign-in's redirect racing the first registration) and a hard reload, and until the
// next full load nothing it shows (an eSIM page opened from it) would be kept.
self.addEventListener("message", (event) => {
  if (event.data?.type === "account")
    event.waitUntil(
      Promise.all([serially(() => keepOnlyAccount(event.data.tag ?? null)), self.clients.claim()]),
    );
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

/** Drops every kept page unless they were all drawn for `tag`; null (nobody) drops them all. */
async function keepOnlyAccount(tag) {
  if (!(await caches.has(PRIVATE_CACHE))) return;
  if (!tag) return caches.delete(PRIVATE_CACHE);
  const cache = await caches.open(PRIVATE_CACHE);
  for (const request of await cache.keys()) {
    const kept = (await cache.match(request))?.headers.get(ACCOUNT_TAG);
    if (kept && kept !== tag) return caches.delete(PRIVATE_CACHE);
  }
}

/** What a page answer says about the session; a redirect or a server error says nothing. */
function noteAccount(response) {
  if (response.type === "opaqueredirect" || response.status >= 500) return Promise.resolve();
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return Promise.resolve();
  return serially(() => keepOnlyAccount(response.headers.get(ACCOUNT_TAG))).catch(() => {});
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
    serially(() => caches.match(url.pathname, { cacheName: PRIVATE_CACHE, ignoreVary: true }));
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
  const tagged = response.headers.get(ACCOUNT_TAG);
  const html =
    response.status === 200 && (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!tagged || !html) return;
  const text = await response
    .clone()
    .text()
    .catch(() => "");
  await serially(async () => {
    await keepOnlyAccount(tagged);
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

async function offlinePage() {
  const kept = await caches.match(OFFLINE_PAGE, { cacheName: STATIC_CACHE });
  if (!kept) return Response.error();
  return new Response(kept.body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
