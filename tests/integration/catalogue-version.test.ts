// Decision 0015 (amended): an isolate trusts the catalogue version it last read for a second, so a
// cached view costs no KV read, while a save made in this isolate is seen at once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bumpCatalogueVersion, readCatalogueVersion } from "../../worker/services/catalogue/version";

describe("catalogue version", () => {
  it("answers from the isolate for a second, then reads KV again", async () => {
    const now = Date.now();
    const known = await bumpCatalogueVersion(env.SESSIONS, now);
    // Another isolate's save, seen here only through KV.
    await env.SESSIONS.put("catalogue-version", "elsewhere");
    expect(await readCatalogueVersion(env.SESSIONS, Date.now())).toBe(known);
    expect(await readCatalogueVersion(env.SESSIONS, Date.now() + 1_000)).toBe("elsewhere");
  });

  it("sees a save made in this isolate at once", async () => {
    await readCatalogueVersion(env.SESSIONS);
    const saved = await bumpCatalogueVersion(env.SESSIONS);
    expect(await readCatalogueVersion(env.SESSIONS)).toBe(saved);
    expect(await env.SESSIONS.get("catalogue-version")).toBe(saved);
  });
});

describe("catalogue version and a save in flight", () => {
  it("a KV read begun before a save does not bring the old version back", async () => {
    await env.SESSIONS.put("catalogue-version", "before");
    // Real KV, with the read's answer held until the save is done (as a slow read would be).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowKv = {
      get: async (key: string) => {
        const value = await env.SESSIONS.get(key);
        await held;
        return value;
      },
    } as unknown as KVNamespace;
    const later = Date.now() + 60_000;
    const reading = readCatalogueVersion(slowKv, later);
    const saved = await bumpCatalogueVersion(env.SESSIONS);
    release();
    expect(await reading).toBe("before");
    // Within a second of that read, this isolate still answers with the save.
    expect(await readCatalogueVersion(env.SESSIONS, later + 1)).toBe(saved);
  });
});
