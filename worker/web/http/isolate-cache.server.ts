/**
 * The edge cache's nearest layer: the bodies of the hottest cached answers kept in this isolate's
 * memory, under the same key as in the Cache API (URL plus catalogue version), so a repeat view
 * skips the cache lookup and the copy of its body (decision 0015, amended). A version bump makes
 * every entry unreachable, exactly as it does in the Cache API; the oldest-used entries leave first.
 */
type Stored = { body: ArrayBuffer; headers: [string, string][] };

const MAX_ENTRIES = 64;
const MAX_BYTES = 16 * 1024 * 1024;

const entries = new Map<string, Stored>();
let storedBytes = 0;

export function recallFromIsolate(key: string): Response | undefined {
  const stored = entries.get(key);
  if (!stored) return undefined;
  // Re-inserting marks it as the most recently used (a Map keeps insertion order).
  entries.delete(key);
  entries.set(key, stored);
  return new Response(stored.body, { status: 200, headers: stored.headers });
}

export function keepInIsolate(key: string, body: ArrayBuffer, headers: Headers): void {
  if (body.byteLength > MAX_BYTES / 4) return;
  forget(key);
  entries.set(key, { body, headers: [...headers] });
  storedBytes += body.byteLength;
  for (const [oldest] of entries) {
    if (entries.size <= MAX_ENTRIES && storedBytes <= MAX_BYTES) break;
    forget(oldest);
  }
}

function forget(key: string): void {
  const stored = entries.get(key);
  if (!stored) return;
  entries.delete(key);
  storedBytes -= stored.body.byteLength;
}
