// Staff manage stock levels through /api/admin.
import { beforeAll, describe, expect, it } from "vitest";
import { as, audited, expectError, json, lastAudit, rootSession, unaudited } from "./admin-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";

type Api = ReturnType<typeof as>;

let root: Api;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  root = as(await rootSession());
});

describe("inventory", () => {
  it("lists stock with available and low flags, adjusts with a reason, never below 0", async () => {
    const page = await json(await root.get("/api/admin/inventory?pageSize=100"));
    const item = page.items.find((i: { productId: number }) => i.productId === 1);
    expect(item).toMatchObject({
      reservedQuantity: 0,
      lowStockThreshold: 10,
      available: item.stockQuantity,
      low: false,
    });
    const res = await audited("INVENTORY_ADJUST", () =>
      root.post("/api/admin/inventory/1/adjust", { delta: -5, reason: "Damaged SIMs" }),
    );
    expect((await json(res)).stockQuantity).toBe(item.stockQuantity - 5);
    expect(JSON.parse((await lastAudit())?.details ?? "{}")).toMatchObject({
      delta: -5,
      reason: "Damaged SIMs",
    });
    await unaudited(async () => {
      await expectError(
        await root.post("/api/admin/inventory/1/adjust", { delta: -1_000_000, reason: "x" }),
        409,
        "Stock cannot go below 0",
      );
      await expectError(
        await root.post("/api/admin/inventory/1/adjust", { delta: 3, reason: "" }),
        400,
        "Reason is required",
      );
      await expectError(
        await root.post("/api/admin/inventory/1/adjust", { delta: 0, reason: "x" }),
        400,
        "Adjustment cannot be 0",
      );
    });
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        root.post("/api/admin/inventory/1/adjust", { delta: -(item.stockQuantity - 5), reason: "race" }),
      ),
    );
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    const low = await audited("INVENTORY_THRESHOLD", () =>
      root.put("/api/admin/inventory/1/threshold", { lowStockThreshold: 20 }),
    );
    expect(low.status).toBe(200);
    const first = (await json(await root.get("/api/admin/inventory"))).items[0];
    expect(first).toMatchObject({ productId: 1, stockQuantity: 0, low: true });
  });
});
