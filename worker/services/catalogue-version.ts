/**
 * The catalogue version: one KV value that every staff change to what anonymous pages show
 * (products, prices, stock, content, images, reviews, settings) replaces. The edge cache keys
 * pages by it, so a save makes every cached page unreachable at once (decision 0015).
 */
const CATALOGUE_VERSION_KEY = "catalogue-version";

export async function readCatalogueVersion(kv: KVNamespace): Promise<string> {
  return (await kv.get(CATALOGUE_VERSION_KEY)) ?? "0";
}

export async function bumpCatalogueVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const version = `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await kv.put(CATALOGUE_VERSION_KEY, version);
  return version;
}
