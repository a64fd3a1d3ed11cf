// MyInvois: the month's consolidated e-invoice (JSON and CSV) sums the receipts paid in that
// Malaysia month minus those whose buyer asked for their own; the request's checks and its window.
import { beforeAll, describe, expect, it } from "vitest";
import { malaysiaMonthOf } from "../../worker/services/receipts/months";
import { as, expectError, json, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { seedDatabase } from "./helpers";
import {
  checkedOutOrder,
  configurePayments,
  customer,
  ESIM,
  order,
  payOnStandin,
  SIM,
} from "./payment-helpers";
import { payAt, receiptOf } from "./receipt-helpers";

let root: string;
const MONTH = malaysiaMonthOf(Date.now());
const BUYER = {
  name: "Tan Mei Ling",
  taxId: "IG12345678901",
  address: "12 Jalan Ampang, 50450 Kuala Lumpur",
  email: "mei.ling@company.test",
};

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

async function paidOrder(slug = ESIM) {
  const buyer = await customer();
  const { orderId } = await checkedOutOrder([{ slug }], buyer.browser);
  await payOnStandin(orderId);
  const row = await order(orderId);
  return { browser: buyer.browser, orderId, totalSen: Number(row?.total_amount_sen) };
}

describe("the customer's own e-invoice", () => {
  it("is taken once within the month of payment, with clear refusals", async () => {
    const { browser, orderId } = await paidOrder();
    const path = `/api/orders/${orderId}/einvoice`;
    await expectError(
      await browser.post(path, { ...BUYER, taxId: "x" }),
      400,
      "Enter a TIN or identity number of 5 to 20 letters and digits",
    );
    await expectError(await browser.post(path, { ...BUYER, email: "nope" }), 400, "Invalid email address");
    await expectError(await browser.post(path, { ...BUYER, name: "" }), 400, "Name is required");
    await expectError(await (await customer()).browser.post(path, BUYER), 404, "Receipt not found");
    expect((await new Browser().post(path, BUYER)).status).toBe(401);
    const made = await browser.post(path, BUYER);
    expect(made.status).toBe(201);
    await expectError(
      await browser.post(path, BUYER),
      409,
      "An e-invoice has already been requested for this order",
    );
    const receipt = await json(await browser.get(`/api/orders/${orderId}/receipt`));
    expect(receipt.einvoice).toMatchObject({ canRequest: false });
    expect(receipt.einvoice.requestedAt).not.toBeNull();
  });

  it("is refused with a 400 after the month of payment has ended", async () => {
    const buyer = await customer();
    const { orderId } = await checkedOutOrder([{ slug: ESIM }], buyer.browser);
    await payAt(orderId, Date.now() - 40 * 24 * 60 * 60 * 1000);
    const receipt = await json(await buyer.browser.get(`/api/orders/${orderId}/receipt`));
    expect(receipt.einvoice.canRequest).toBe(false);
    await expectError(
      await buyer.browser.post(`/api/orders/${orderId}/einvoice`, BUYER),
      400,
      "An e-invoice can only be requested in the calendar month the order was paid",
    );
  });
});

describe("GET /api/admin/einvoice/consolidated", () => {
  it("sums the month's receipts minus the individually e-invoiced ones, as JSON and CSV", async () => {
    const paid = [await paidOrder(), await paidOrder(SIM), await paidOrder()];
    const own = await paidOrder();
    expect((await own.browser.post(`/api/orders/${own.orderId}/einvoice`, BUYER)).status).toBe(201);
    const viewer = await staffCookie(root, "einvoice.viewer", { canViewOrders: true });
    const res = await as(viewer).get(`/api/admin/einvoice/consolidated?month=${MONTH}`);
    expect(res.status).toBe(200);
    const einvoice = await json(res);
    expect(einvoice.buyer).toEqual({ name: "General Public", tin: "EI00000000010" });
    const numbers = einvoice.lines.map((line: { receiptNumber: string }) => line.receiptNumber);
    for (const { orderId } of paid) expect(numbers).toContain((await receiptOf(orderId))?.number);
    expect(numbers).not.toContain((await receiptOf(own.orderId))?.number);
    // The month's receipts so far in this database: the first test's (asked for individually), these
    // three and `own` (asked for individually). The October one is another month's.
    const lineSum = einvoice.lines.reduce(
      (sum: number, line: { amountSen: number }) => sum + line.amountSen,
      0,
    );
    expect(einvoice.lines).toHaveLength(3);
    expect(lineSum).toBe(paid.reduce((sum, p) => sum + p.totalSen, 0));
    expect(einvoice.totals).toMatchObject({ receipts: 3, amountSen: lineSum });
    const requests = (await json(await as(viewer).get("/api/admin/einvoice/requests"))).requests;
    expect(requests[0]).toMatchObject({
      orderId: own.orderId,
      ...BUYER,
      receiptNumber: (await receiptOf(own.orderId))?.number,
    });

    const csv = await as(viewer).get(`/api/admin/einvoice/consolidated?month=${MONTH}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows[0]).toContain('"Document","Number"');
    expect(rows.filter((row) => row.startsWith('"Receipt"'))).toHaveLength(einvoice.lines.length);
    expect(rows.find((row) => row.startsWith('"Consolidated e-invoice"'))).toContain(
      `"${einvoice.totals.amount}"`,
    );
  });

  it("lists the month's credit notes beside it and validates the month", async () => {
    const { orderId } = await paidOrder();
    const refunder = await staffCookie(root, "einvoice.refunder", {
      canViewOrders: true,
      canRefundOrders: true,
    });
    expect((await as(refunder).post(`/api/admin/orders/${orderId}/refund`, {})).status).toBe(200);
    const einvoice = await json(await as(refunder).get(`/api/admin/einvoice/consolidated?month=${MONTH}`));
    expect(einvoice.creditNotes).toContainEqual(
      expect.objectContaining({ orderId, receiptNumber: (await receiptOf(orderId))?.number }),
    );
    await expectError(
      await as(refunder).get("/api/admin/einvoice/consolidated?month=2026-13"),
      400,
      "month must be a month as YYYY-MM (for example 2026-11)",
    );
    const outside = await staffCookie(root, "einvoice.outsider", { canManageContent: true });
    expect((await as(outside).get(`/api/admin/einvoice/consolidated?month=${MONTH}`)).status).toBe(403);
    // A month with no sales is an empty e-invoice, not an error.
    const empty = await json(await as(refunder).get("/api/admin/einvoice/consolidated?month=2020-01"));
    expect(empty).toMatchObject({ lines: [], totals: { receipts: 0, amountSen: 0 }, creditNotes: [] });
  });
});
