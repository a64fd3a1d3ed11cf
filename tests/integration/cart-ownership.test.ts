// A customer reads and changes only their own cart.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { call, seedDatabase } from "./helpers";
import { signedIn } from "./signed-in-customer";

beforeAll(seedDatabase);

describe("cart ownership", () => {
  it("a user can never read, change or delete another session's lines", async () => {
    const japan = await env.DB.prepare("SELECT id FROM products WHERE slug = 'japan-5gb-7-days'").first<{
      id: number;
    }>();
    const victim = new Browser();
    const line = (await (await victim.post("/api/cart", { productId: japan?.id, quantity: 2 })).json()) as {
      id: number;
    };
    const signedInVictim = await signedIn();
    const userLine = (await (
      await signedInVictim.browser.post("/api/cart", { productId: japan?.id })
    ).json()) as { id: number };

    for (const attacker of [new Browser(), (await signedIn()).browser]) {
      await attacker.post("/api/cart", { productId: japan?.id });
      for (const id of [line.id, userLine.id]) {
        expect((await attacker.send("PUT", `/api/cart/${id}`, { quantity: 7 })).status).toBe(404);
        expect((await attacker.send("DELETE", `/api/cart/${id}`)).status).toBe(404);
      }
      const list = (await (await attacker.get("/api/cart")).json()) as { id: number }[];
      expect(list.map((l) => l.id)).not.toContain(line.id);
      expect(list.map((l) => l.id)).not.toContain(userLine.id);
    }
    const lines = (await (await victim.get("/api/cart")).json()) as { id: number; quantity: number }[];
    expect(lines).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
    const userLines = (await (await signedInVictim.browser.get("/api/cart")).json()) as {
      id: number;
      quantity: number;
    }[];
    expect(userLines).toEqual([expect.objectContaining({ id: userLine.id, quantity: 1 })]);
  });

  it("a forged guest cookie that happens to name no cart sees an empty cart", async () => {
    const response = await call("/api/cart", {
      headers: { Cookie: "__Host-cart=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(await response.json()).toEqual([]);
  });
});
