import { logUnexpectedError } from "../shared/log-error";

/**
 * The catalogue version: one KV value that every staff change to what anonymous pages show
 * (products, prices, stock, content, images, reviews, settings) replaces. The edge cache keys
 * pages by it, so a save makes every cached page unreachable at once (decision 0015).
 */
const CATALOGUE_VERSION_KEY = "catalogue-version";

/**
 * How long an isolate answers from the version it last read or wrote before asking KV again. A
 * save in this isolate is seen at once; elsewhere it adds at most this to KV's own propagation
 * (up to 60 s between locations), and spares a KV read on nearly every cached view.
 */
const TRUSTED_FOR_MS = 1000;

let lastKnown: { version: string; at: number } | undefined;
/** Counts this isolate's saves, so a KV read begun before one cannot bring the old version back. */
let saves = 0;

/** The version; null when KV cannot be read (an outage), and then no cached page can be trusted. */
export async function readCatalogueVersion(kv: KVNamespace, now = Date.now()): Promise<string | null> {
  if (lastKnown && now - lastKnown.at >= 0 && now - lastKnown.at < TRUSTED_FOR_MS) return lastKnown.version;
  const savesBefore = saves;
  let version: string;
  try {
    version = (await kv.get(CATALOGUE_VERSION_KEY)) ?? "0";
  } catch (error) {
    logUnexpectedError("catalogue-version", error, "read", "warn");
    return null;
  }
  if (saves === savesBefore) lastKnown = { version, at: now };
  return version;
}

/**
 * A new version after a staff change. The change itself is already saved in D1, so KV failing here
 * is logged, not answered as an error: pages cached before it may then show for up to their
 * stored lifetime once KV is back (docs/reliability.md).
 */
export async function bumpCatalogueVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const version = `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await kv.put(CATALOGUE_VERSION_KEY, version);
  } catch (error) {
    logUnexpectedError("catalogue-version", error, "bump", "warn");
  }
  saves++;
  lastKnown = { version, at: Date.now() };
  return version;
}
