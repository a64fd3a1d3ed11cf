import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { hitRateLimit } from "../../worker/services/shared/rate-limit";

const rule = { scope: "test", limit: 3, windowMs: 60_000 };

describe("hitRateLimit", () => {
  it("allows the limit, refuses the next hit, and opens again when the window ends", async () => {
    const db = createDb(env.DB);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(db, rule, "1.2.3.4", t0 + i)).allowed).toBe(true);
    const refused = await hitRateLimit(db, rule, "1.2.3.4", t0 + 10);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await hitRateLimit(db, rule, "5.6.7.8", t0 + 10)).allowed).toBe(true);
    expect((await hitRateLimit(db, rule, "1.2.3.4", t0 + 60_000)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const db = createDb(env.DB);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(db, rule, "burst", 5_000_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
