// Measuring one route: sign in for its cookies, read one request's Server-Timing (D1 queries, cache
// outcome) as a browser would, then load it with autocannon at a fixed concurrency and duration.
import autocannon from "autocannon";

export async function login(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => /^__Host-(session|admin_session)=/.test(c))
    .join("; ");
}

/** A guest's cookies after putting a plan in the cart (no account), for the guest-with-a-cart routes. */
export async function guestWithCart(base) {
  const res = await fetch(`${base}/api/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ productId: 1, quantity: 1 }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/api/cart answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Queries per request and cache outcome, read from one request's Server-Timing like a browser would. */
export async function probe(base, route) {
  const res = await fetch(`${base}${route.path(0)}`, {
    method: route.method ?? "GET",
    headers: route.headers,
    body: route.body,
  });
  await res.arrayBuffer();
  const timing = res.headers.get("Server-Timing") ?? "";
  return {
    status: res.status,
    queries: Number(/d1q;desc=(\d+)/.exec(timing)?.[1] ?? Number.NaN),
    cache: /cache;desc=(\w+)/.exec(timing)?.[1] ?? "",
  };
}

function load(base, route, { connections, duration }) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: route.method ?? "GET",
            headers: route.headers,
            body: route.body,
            setupRequest: (request) => ({ ...request, path: route.path(++n) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function measure(base, route, { warmup, ...settings }) {
  // Fill the cache for the cached routes, then read the figures of one request.
  for (let i = 0; i < 3; i++) await probe(base, route);
  const seen = await probe(base, route);
  // The same load, unmeasured, first: V8 compiles a route's code as it first runs it, and a window
  // that starts cold measured the floor's page at 242 req/s before the shop and 330 after it in one
  // run on an idle machine. Shop and floor are warmed alike, so the ratios compare steady states.
  if (warmup > 0) await load(base, route, { ...settings, duration: warmup });
  const result = await load(base, route, settings);
  return {
    route: route.name,
    kind: route.kind,
    status: seen.status,
    cache: seen.cache,
    queries: seen.queries,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
