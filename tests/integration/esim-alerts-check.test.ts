import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDemoSupplier } from "../../worker/integrations/esim/demo";
import type { EsimSupplier } from "../../worker/integrations/esim/types";
import { checkUsageAlerts, levelsReached } from "../../worker/services/alerts/check";
import { rootSession } from "./admin-helpers";
import {
  alertEmails,
  alertRows,
  deliveredEsim,
  hourlyCron,
  receivedAlert,
  setUsage,
  topupLink,
} from "./esim-alerts-helpers";
import { db } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { configurePayments } from "./payment-helpers";

// The demo supplier sends no webhooks: the hourly cron reads usage and raises the same alerts.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe("the hourly usage check", { timeout: 90_000 }, () => {
  it("raises data_75 and expire_3 for a demo eSIM running low, once across two runs", async () => {
    const esim = await deliveredEsim();
    await setUsage(esim.iccid, { remainingMb: 1000, expiresAt: inDays(2.5) });
    await hourlyCron();
    await hourlyCron(Date.now() + 60 * 60 * 1000);

    expect(await alertRows(esim.iccid)).toEqual([
      { level: "data_75", round: 0, source: "check" },
      { level: "expire_3", round: 0, source: "check" },
    ]);
    const data = await receivedAlert(esim.email, "Your Japan eSIM has 25 % of its data left");
    expect(data.text).toContain(topupLink(esim.iccid));
    await receivedAlert(esim.email, "Your Japan eSIM expires in 3 days");
    expect(await alertEmails(esim.email)).toHaveLength(2);

    // Lower still: the next level, once.
    await setUsage(esim.iccid, { remainingMb: 300, expiresAt: inDays(0.5) });
    await hourlyCron();
    await hourlyCron();
    expect((await alertRows(esim.iccid)).map((row) => row.level)).toEqual([
      "data_75",
      "expire_3",
      "data_90",
      "expire_1",
    ]);
    expect(await alertEmails(esim.email)).toHaveLength(4);
  });

  it("leaves eSIMs that are not installed or have plenty left alone", async () => {
    const quiet = await deliveredEsim();
    await hourlyCron();
    expect(await alertRows(quiet.iccid)).toEqual([]);
    await setUsage(quiet.iccid, { remainingMb: 4000, expiresAt: inDays(6) });
    await hourlyCron();
    expect(await alertRows(quiet.iccid)).toEqual([]);
  });

  it("one failing usage call does not stop the others, and eSIMs with every level raised are not asked", async () => {
    const done = await deliveredEsim();
    const failing = await deliveredEsim();
    const low = await deliveredEsim();
    await setUsage(done.iccid, { remainingMb: 10, expiresAt: inDays(0.2) });
    await setUsage(low.iccid, { remainingMb: 100 });
    const demo = createDemoSupplier(env.SUPPLIER_KV);
    const asked: string[] = [];
    const supplier: EsimSupplier = {
      ...demo,
      async usage(iccid) {
        asked.push(iccid);
        if (iccid === failing.iccid) throw new Error("supplier down");
        return demo.usage(iccid);
      },
    };
    const deps = { db: db(), env, supplier };
    const first = await checkUsageAlerts(deps, { now: Date.now(), concurrency: 2 });
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect((await alertRows(low.iccid)).map((row) => row.level)).toEqual(["data_90"]);
    expect((await alertRows(done.iccid)).map((row) => row.level)).toEqual(["data_90", "expire_1"]);

    asked.length = 0;
    await checkUsageAlerts(deps, { now: Date.now() });
    expect(asked).toContain(failing.iccid);
    expect(asked).not.toContain(done.iccid);
  });

  it("bounds a run and takes the next eSIMs in the hours after", async () => {
    // Left by the tests above with levels still to come: the quiet, failing and low eSIMs.
    const demo = createDemoSupplier(env.SUPPLIER_KV);
    const asked = new Set<string>();
    const supplier: EsimSupplier = {
      ...demo,
      async usage(iccid) {
        asked.add(iccid);
        return demo.usage(iccid);
      },
    };
    const deps = { db: db(), env, supplier };
    const hour = 60 * 60 * 1000;
    for (let h = 0; h < 4; h++) {
      const run = await checkUsageAlerts(deps, { now: (1000 + h) * hour, limit: 1 });
      expect(run.checked).toBe(1);
    }
    expect(asked.size).toBe(3);
  });

  it("names the highest level reached only; unlimited plans have no data levels", () => {
    const now = Date.parse("2026-11-26T00:00:00Z");
    const usage = { status: "active" as const, totalMb: 1000, unlimited: false, expiresAt: null };
    expect(levelsReached({ ...usage, remainingMb: 260 }, now)).toEqual([]);
    expect(levelsReached({ ...usage, remainingMb: 250 }, now)).toEqual(["data_75"]);
    expect(levelsReached({ ...usage, remainingMb: 100 }, now)).toEqual(["data_90"]);
    expect(levelsReached({ ...usage, remainingMb: null, totalMb: null, unlimited: true }, now)).toEqual([]);
    const at = (ms: number) => ({ ...usage, remainingMb: 900, expiresAt: new Date(now + ms).toISOString() });
    expect(levelsReached(at(4 * DAY), now)).toEqual([]);
    expect(levelsReached(at(3 * DAY), now)).toEqual(["expire_3"]);
    expect(levelsReached(at(DAY), now)).toEqual(["expire_1"]);
    expect(levelsReached(at(-DAY), now)).toEqual([]);
  });
});
