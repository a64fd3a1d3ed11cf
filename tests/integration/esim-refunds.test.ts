import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDemoSupplier, demoSimKey } from "../../worker/integrations/esim/demo";
import type { EsimSupplier } from "../../worker/integrations/esim/types";
import { fulfilOrder } from "../../worker/services/fulfilment/fulfil";
import { moveStatements } from "../../worker/services/orders/lifecycle";
import { withdrawEsimsStatement } from "../../worker/services/orders/refunds/esim-withdrawals";
import { as, json, lastAudit, rootSession } from "./admin-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import {
  checkout,
  configurePayments,
  ESIM,
  order,
  paidOrderWithoutQueues,
  payOnStandin,
  webhook,
} from "./payment-helpers";

// A refunded eSIM must stop being installable: its codes leave every answer and an unused profile
// is cancelled at the supplier (here the demo supplier, whose state lives in SUPPLIER_KV).
let root: string;
beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

async function deliveredOrder(lines: [string, number][]) {
  const placed = await checkout(lines);
  await payOnStandin(placed.orderId);
  await eventually(async () => (await orderStatus(placed.orderId)) === "delivered", 20_000);
  const view = await json(await placed.browser.get(`/api/user/orders/${placed.orderId}/esims`));
  return { ...placed, esims: view.esims as { id: number; iccid: string; activationCode: string }[] };
}

const esimRows = (orderId: number) =>
  env.DB.prepare("SELECT id, iccid, status, order_item_id FROM esims WHERE order_id = ? ORDER BY id")
    .bind(orderId)
    .all<{ id: number; iccid: string; status: string; order_item_id: number }>()
    .then((r) => r.results);
const demoState = async (iccid: string) =>
  (await env.SUPPLIER_KV.get<{ status: string }>(demoSimKey(iccid), "json"))?.status;
const setDemoState = (iccid: string, status: string) =>
  env.SUPPLIER_KV.put(
    demoSimKey(iccid),
    JSON.stringify({ status, totalMb: 5120, remainingMb: 3000, unlimited: false, expiresAt: null }),
  );
const refundMails = (orderId: number) =>
  env.DB.prepare("SELECT payload FROM email_outbox WHERE order_id = ? AND template = 'refund_issued'")
    .bind(orderId)
    .all<{ payload: string }>()
    .then((r) => r.results.map((row) => JSON.parse(row.payload)));

describe("refunded eSIMs", { timeout: 60_000 }, () => {
  it("a full refund hides the codes from the customer and staff and cancels the profile", async () => {
    const { orderId, browser, esims } = await deliveredOrder([[ESIM, 1]]);
    const code = esims[0]?.activationCode ?? "";
    expect(code).not.toBe("");
    expect((await as(root).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(200);

    const view = await json(await browser.get(`/api/user/orders/${orderId}/esims`));
    expect(view.esims[0]).toMatchObject({
      status: "cancelled",
      message: "This eSIM was refunded and cancelled.",
    });
    expect(JSON.stringify(view)).not.toContain(code);
    expect(view.esims[0].qrSvg).toBeUndefined();
    const staff = await json(await as(root).get(`/api/admin/orders/${orderId}/delivery`));
    expect(JSON.stringify(staff)).not.toContain(code);
    expect(await demoState(esims[0]?.iccid ?? "")).toBe("expired");
    expect((await esimRows(orderId)).map((e) => e.status)).toEqual(["cancelled"]);
  });

  it("a line refunded from the order desk withdraws that line's eSIM only, and e-mails the refund", async () => {
    const { orderId, browser } = await deliveredOrder([
      [ESIM, 1],
      ["singapore-5gb-3-days", 1],
    ]);
    const rows = await esimRows(orderId);
    const line = rows[1]?.order_item_id;
    const res = await as(root).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: line });
    expect(await json(res)).toMatchObject({ full: false });
    expect((await esimRows(orderId)).map((e) => e.status)).toEqual(["issued", "cancelled"]);
    const view = await json(await browser.get(`/api/user/orders/${orderId}/esims`));
    expect(view.esims.map((e: { status: string }) => e.status)).toEqual(["issued", "cancelled"]);
    expect(view.esims[0].activationCode).toBeTruthy();
    expect(view.esims[1].activationCode).toBeUndefined();
    const item = await env.DB.prepare("SELECT price_sen FROM order_items WHERE id = ?")
      .bind(line)
      .first<{ price_sen: number }>();
    expect(await refundMails(orderId)).toEqual([
      { orderId, amountSen: item?.price_sen, orderItemId: line, locale: "en" },
    ]);
  });

  it("a refund from Stripe's dashboard withdraws and cancels the order's eSIMs too", async () => {
    const { orderId, esims } = await deliveredOrder([[ESIM, 1]]);
    const row = await order(orderId);
    const { res } = await webhook("charge.refunded", {
      id: row?.stripe_charge_id,
      object: "charge",
      amount: row?.total_amount_sen,
      amount_refunded: row?.total_amount_sen,
      refunded: true,
      currency: "myr",
      payment_intent: row?.payment_intent_id,
    });
    expect(res.status).toBe(200);
    expect((await esimRows(orderId)).map((e) => e.status)).toEqual(["cancelled"]);
    expect(await demoState(esims[0]?.iccid ?? "")).toBe("expired");
  });

  it("approving a refund request for an installed eSIM needs an audited staff override", async () => {
    const { orderId, browser, esims } = await deliveredOrder([[ESIM, 1]]);
    const iccid = esims[0]?.iccid ?? "";
    await setDemoState(iccid, "active");
    const asked = await browser.post(`/api/user/orders/${orderId}/refund-request`, {
      reason: "Did not work",
    });
    expect(asked.status).toBe(201);
    const { requests } = await json(await as(root).get("/api/admin/refund-requests"));
    const request = requests.find((r: { orderId: number }) => r.orderId === orderId);

    const refused = await as(root).post(`/api/admin/refund-requests/${request.id}/approve`);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe(
      "An eSIM of this order has been installed or used (or the supplier cannot tell): refunding it in full is a staff decision, taken with “Approve although used” on the order's page",
    );
    expect(await order(orderId)).toMatchObject({ status: "delivered", refunded_amount_sen: 0 });

    const approved = await as(root).post(`/api/admin/refund-requests/${request.id}/approve`, {
      override: true,
    });
    expect(approved.status).toBe(200);
    expect((await order(orderId))?.status).toBe("refunded");
    const audit = await lastAudit();
    expect(audit?.action).toBe("REFUND_REQUEST_APPROVE");
    expect(JSON.parse(String(audit?.details))).toMatchObject({
      override: true,
      usedEsims: [{ iccid, status: "active" }],
    });
    // Installed: the supplier keeps it, but its codes are withdrawn all the same.
    expect((await esimRows(orderId)).map((e) => e.status)).toEqual(["refunded"]);
    expect(await demoState(iccid)).toBe("active");
  });

  it("an eSIM the supplier hands over after the order was refunded is withdrawn and cancelled", async () => {
    const d = db();
    // Paid without the queue, so that this test runs fulfilment itself.
    const { orderId } = await paidOrderWithoutQueues([{ slug: ESIM }]);
    const demo = createDemoSupplier(env.SUPPLIER_KV);
    const slow: EsimSupplier = {
      ...demo,
      async orderProfiles(request) {
        const answer = await demo.orderProfiles(request);
        // The refund's batch commits while the supplier is still answering.
        await d.batch([
          ...moveStatements(d, { orderId, from: "paid", to: "refunded", cause: "staff:1" }),
          withdrawEsimsStatement(d, { orderId }),
        ]);
        return answer;
      },
    };
    await fulfilOrder(d, slow, orderId, { from: "paid", cause: "system:fulfilment" });
    expect((await esimRows(orderId)).map((e) => e.status)).toEqual(["cancelled"]);
    expect((await order(orderId))?.status).toBe("refunded");
  });
});
