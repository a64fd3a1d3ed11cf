// Decision 0015 (amended): an isolate trusts the catalogue version it last read for a second, so a
// cached view costs no KV read, while a save made in this isolate is seen at once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bumpCatalogueVersion, readCatalogueVersion } from "../../worker/services/catalogue-version";

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
