import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { createAiraloSupplier } from "../../worker/integrations/esim/airalo";
import { createDemoSupplier } from "../../worker/integrations/esim/demo";
import { refreshDevices } from "../../worker/services/devices/refresh";

// The phone list comes from the supplier through its adapter (demo, and Airalo's wire format
// against the stand-in of scripts/airalo-standin), and the daily cron keeps the table current.
// This file does not seed: the table starts empty, as a deployed shop's would before its first run.
const BRANDS = ["Apple", "Samsung", "Google", "Huawei", "Xiaomi", "OPPO", "vivo", "Motorola", "Sony"];

const airalo = () =>
  createAiraloSupplier({
    baseUrl: env.TEST_AIRALO_URL,
    clientId: "standin-client",
    clientSecret: "standin-secret",
    kv: env.SUPPLIER_KV,
  });

const row = (brand: string, model: string) =>
  env.DB.prepare("SELECT esim, note, search_key FROM devices WHERE brand = ? AND model = ?")
    .bind(brand, model)
    .first<{ esim: number; note: string | null; search_key: string }>();
const count = () =>
  env.DB.prepare("SELECT count(*) AS n FROM devices")
    .first<{ n: number }>()
    .then((r) => r?.n);

async function runCron(cron: string) {
  const { createScheduledController, createExecutionContext, waitOnExecutionContext } = await import(
    "cloudflare:test"
  );
  const { default: worker } = await import("./test-worker");
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("compatibleDevices() of each supplier", () => {
  it("demo: at least 150 models over the big brands, some without eSIM, with notes", async () => {
    const list = await createDemoSupplier(env.SUPPLIER_KV).compatibleDevices();
    expect(list.length).toBeGreaterThanOrEqual(150);
    for (const brand of BRANDS) expect(list.some((d) => d.brand === brand)).toBe(true);
    expect(list.filter((d) => !d.esim).length).toBeGreaterThan(20);
    expect(list.find((d) => d.model === "iPhone 15")?.note).toMatch(/mainland-China/);
    expect(list.some((d) => /carrier-unlocked/.test(d.note ?? ""))).toBe(true);
  });

  it("Airalo: GET /v2/compatible-devices-lite read in its own shape ({ data: [{ os, brand, name }] })", async () => {
    const raw = await fetch(`${env.TEST_AIRALO_URL}/v2/compatible-devices-lite`, {
      headers: { Authorization: "Bearer wrong" },
    });
    expect(raw.status).toBe(401);
    const before = (await (await fetch(`${env.TEST_AIRALO_URL}/__control/state`)).json()) as {
      deviceRequests: number;
    };
    const list = await airalo().compatibleDevices();
    const after = (await (await fetch(`${env.TEST_AIRALO_URL}/__control/state`)).json()) as {
      deviceRequests: number;
    };
    expect(after.deviceRequests).toBe(before.deviceRequests + 1);
    expect(list.length).toBeGreaterThanOrEqual(150);
    // The lite list names only phones that take Airalo's eSIMs, and carries no notes.
    expect(list.every((d) => d.esim && d.note === null)).toBe(true);
    expect(list).toContainEqual({ brand: "Google", model: "Pixel 7", esim: true, note: null });
    expect(list.some((d) => d.model === "iPhone X")).toBe(false);
  });
});

describe("the device table", () => {
  it("the daily cron fills it from the supplier; the hourly one leaves it alone", async () => {
    expect(await count()).toBe(0);
    await runCron("17 * * * *");
    expect(await count()).toBe(0);
    await runCron("43 3 * * *");
    expect(await count()).toBeGreaterThanOrEqual(150);
    expect(await row("Samsung", "Galaxy S23 Ultra")).toEqual({
      esim: 1,
      note: expect.stringMatching(/carrier-unlocked/),
      search_key: "samsunggalaxys23ultra",
    });
    expect((await row("Apple", "iPhone X"))?.esim).toBe(0);
  });

  it("a refresh from Airalo adds what it lists and keeps the shop's notes and eSIM-less phones", async () => {
    const db = createDb(env.DB);
    await env.DB.prepare("DELETE FROM devices WHERE brand = 'Google' AND model = 'Pixel 9a'").run();
    await env.DB.prepare("UPDATE devices SET esim = 0 WHERE brand = 'Google' AND model = 'Pixel 8'").run();
    const before = await count();
    await refreshDevices(db, airalo());
    expect(await count()).toBe((before ?? 0) + 1);
    expect(await row("Google", "Pixel 9a")).toMatchObject({ esim: 1, note: null });
    expect(await row("Google", "Pixel 8")).toMatchObject({ esim: 1, note: "Must be carrier-unlocked" });
    expect((await row("Apple", "iPhone X"))?.esim).toBe(0);
    expect((await row("Apple", "iPhone 15"))?.note).toMatch(/mainland-China/);
  });
});
