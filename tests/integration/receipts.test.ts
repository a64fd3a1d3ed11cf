// Receipt numbers (one gapless sequence per Malaysia year, taken with the payment), credit notes
// from their own sequence with each refund, and the receipt's JSON for its owner only.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { malaysiaYearOf } from "../../worker/services/receipts/months";
import { as, audited, expectError, json, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { seedDatabase } from "./helpers";
import {
  checkedOutOrder,
  configurePayments,
  customer,
  ESIM,
  paid,
  payOnStandin,
  SIM,
  webhook,
} from "./payment-helpers";
import { creditNotesOf, numbered, payAt, receiptOf } from "./receipt-helpers";

let root: string;
const YEAR = malaysiaYearOf(Date.now());

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

describe("receipt numbers", () => {
  it("gives payments completing in parallel 1..N of the year, no gap and no repeat", async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => checkedOutOrder([{ slug: ESIM }])));
    await Promise.all(orders.map(({ orderId }) => payOnStandin(orderId)));
    const receipts = await Promise.all(orders.map(({ orderId }) => receiptOf(orderId)));
    const seqs = receipts.map((r) => r?.seq ?? 0).sort((a, b) => a - b);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const receipt of receipts) {
      expect(receipt?.number).toBe(numbered("JS", YEAR, receipt?.seq ?? 0));
    }
    // The paid event again, under a new id (Stripe retries, a second endpoint): still one receipt each.
    const again = await webhook("checkout.session.completed", await paid(orders[0]?.orderId ?? 0));
    expect(again.res.status).toBe(200);
    expect(await seqCount(YEAR)).toBe(8);
  });

  it("starts again at 000001 in a new Malaysia year (Dec 31 23:30 UTC is already Jan 1 in KL)", async () => {
    const first = await checkedOutOrder([{ slug: ESIM }]);
    await payAt(first.orderId, Date.parse(`${YEAR}-12-31T23:30:00Z`));
    expect((await receiptOf(first.orderId))?.number).toBe(numbered("JS", YEAR + 1, 1));
    const second = await checkedOutOrder([{ slug: ESIM }]);
    await payAt(second.orderId, Date.parse(`${YEAR + 1}-01-02T10:00:00+08:00`));
    expect((await receiptOf(second.orderId))?.number).toBe(numbered("JS", YEAR + 1, 2));
    // The year before is untouched by them.
    expect(await seqCount(YEAR)).toBe(8);
  });
});

describe("credit notes", () => {
  it("issues one per refund from its own sequence, shown with the receipt", async () => {
    const buyer = await customer();
    const { orderId } = await checkedOutOrder(
      [{ slug: ESIM }, { slug: "singapore-5gb-3-days" }],
      buyer.browser,
    );
    await payOnStandin(orderId);
    const refunder = await staffCookie(root, "receipts.refunder", {
      canViewOrders: true,
      canRefundOrders: true,
    });
    const detail = await json(await as(refunder).get(`/api/admin/orders/${orderId}`));
    const [first, second] = detail.items;
    expect(
      (await as(refunder).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: second.id })).status,
    ).toBe(200);
    expect((await as(refunder).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(200);
    expect(await creditNotesOf(orderId)).toEqual([
      { number: numbered("CN", YEAR, 1), amount_sen: second.priceSen },
      { number: numbered("CN", YEAR, 2), amount_sen: first.priceSen },
    ]);
    const receipt = await json(await buyer.browser.get(`/api/orders/${orderId}/receipt`));
    expect(receipt.creditNotes).toMatchObject([
      { number: numbered("CN", YEAR, 1), amountSen: second.priceSen },
      { number: numbered("CN", YEAR, 2), amountSen: first.priceSen },
    ]);
  });
});

describe("GET /api/orders/:id/receipt", () => {
  it("answers the owner with the number, seller, lines and totals; 404 for anyone else; 401 signed out", async () => {
    const saved = await as(root).put("/api/admin/settings/seller", {
      legalName: "Jalan Sim Sdn. Bhd.",
      registrationNumber: "202601012345 (1234567-A)",
      address: "Level 8, Menara Example, 50450 Kuala Lumpur",
      sstNumber: "W10-2601-32000001",
      sstRate: 8,
    });
    expect(saved.status).toBe(200);
    const buyer = await customer();
    const { orderId } = await checkedOutOrder([{ slug: ESIM, quantity: 2 }, { slug: SIM }], buyer.browser);
    const unpaid = await buyer.browser.get(`/api/orders/${orderId}/receipt`);
    expect(unpaid.status).toBe(404);
    await payOnStandin(orderId);
    const res = await buyer.browser.get(`/api/orders/${orderId}/receipt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const receipt = await json(res);
    expect(receipt.number).toBe((await receiptOf(orderId))?.number);
    expect(receipt.seller).toMatchObject({
      legalName: "Jalan Sim Sdn. Bhd.",
      sstNumber: "W10-2601-32000001",
      sstRate: 8,
    });
    expect(receipt.lines).toHaveLength(2);
    expect(receipt.lines[0]).toMatchObject({ quantity: 2, amountSen: receipt.lines[0].unitPriceSen * 2 });
    const sum = receipt.lines.reduce(
      (total: number, line: { amountSen: number }) => total + line.amountSen,
      0,
    );
    expect(receipt.total.amountSen).toBe(sum);
    expect(receipt.discount.amountSen).toBe(0);
    expect(receipt.sst.amountSen).toBe(Math.round((sum * 8) / 108));
    expect(receipt.einvoice).toMatchObject({ requestedAt: null, canRequest: true });

    const stranger = await customer();
    const other = await stranger.browser.get(`/api/orders/${orderId}/receipt`);
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual({ error: "Receipt not found" });
    expect((await new Browser().get(`/api/orders/${orderId}/receipt`)).status).toBe(401);
  });

  it("says no SST rate when Settings has none", async () => {
    const cleared = await as(root).put("/api/admin/settings/seller", {
      legalName: "Jalan Sim Sdn. Bhd.",
      sstRate: null,
    });
    expect(cleared.status).toBe(200);
    const buyer = await customer();
    const { orderId } = await checkedOutOrder([{ slug: ESIM }], buyer.browser);
    await payOnStandin(orderId);
    const receipt = await json(await buyer.browser.get(`/api/orders/${orderId}/receipt`));
    expect(receipt.sst).toMatchObject({ ratePercent: null, amountSen: 0 });
  });
});

async function seqCount(year: number) {
  const row = await env.DB.prepare("SELECT count(*) AS n, max(seq) AS top FROM receipts WHERE year = ?")
    .bind(year)
    .first<{ n: number; top: number }>();
  // Gapless: as many receipts as the highest number.
  expect(row?.n).toBe(row?.top);
  return row?.n ?? 0;
}

describe("seller details in Settings", () => {
  it("are saved with the store settings' permission, audited, and checked", async () => {
    const editor = await staffCookie(root, "receipts.content", { canManageContent: true });
    const seller = {
      legalName: "Jalan Sim Sdn. Bhd.",
      registrationNumber: "",
      address: "",
      sstNumber: "",
      sstRate: 6,
    };
    const saved = await audited("SETTINGS_UPDATE", () =>
      as(editor).put("/api/admin/settings/seller", seller),
    );
    expect(saved.status).toBe(200);
    expect(await json(await as(editor).get("/api/admin/settings/seller"))).toEqual(seller);
    await expectError(
      await as(editor).put("/api/admin/settings/seller", { ...seller, sstRate: 120 }),
      400,
      "SST rate must be between 0 and 100",
    );
    const viewer = await staffCookie(root, "receipts.viewer", { canViewOrders: true });
    expect((await as(viewer).put("/api/admin/settings/seller", seller)).status).toBe(403);
  });
});
