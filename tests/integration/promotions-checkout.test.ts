// A code at checkout: Stripe charges the order's discounted total, a limited code is never used
// more than its limit however many pay at once, an expired session frees its hold, and a refund
// gives back what was paid (decision 0048).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { eventually } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import {
  configurePayments,
  DEVICE_CONFIRMED,
  ESIM,
  order,
  payOnStandin,
  sessionOf,
  standinSession,
  webhook,
  withCart,
} from "./payment-helpers";
import { queryRoutes } from "./route-harness";

let root: string;
let made = 0;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  await configurePayments(root);
});

async function promotion(fields: Record<string, unknown>) {
  made += 1;
  const code = `PAY${made}`;
  const res = await as(root).post("/api/admin/promotions", { code, kind: "percent", value: 10, ...fields });
  expect(res.status).toBe(201);
  return code;
}

/** A customer with `quantity` Japan eSIMs (RM 25.00 each) in their cart and `code` applied. */
async function readyToPay(code: string, quantity = 1) {
  const buyer = await withCart([[ESIM, quantity]]);
  expect((await buyer.browser.post("/api/cart/promo", { code })).status).toBe(200);
  return buyer;
}

const redemptions = (code: string) =>
  env.DB.prepare(
    `select r.state, r.order_id from promotion_redemptions r join promotions p on p.id = r.promotion_id
     where p.code = ? order by r.id`,
  )
    .bind(code)
    .all<{ state: string; order_id: number }>()
    .then((r) => r.results);

describe("paying with a code", () => {
  it("asks Stripe for the order's discounted total, and the order keeps subtotal, discount and code", async () => {
    const code = await promotion({ value: 15 });
    const buyer = await readyToPay(code, 3);
    const res = await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED);
    expect(res.status).toBe(201);
    const { orderId } = await json(res);
    const row = await order(orderId);
    // 15 % of RM 75.00 is RM 11.25.
    expect(row).toMatchObject({
      subtotal_amount_sen: 7500,
      discount_amount_sen: 1125,
      total_amount_sen: 6375,
      promo_code: code,
    });
    const session = await standinSession(String(row?.stripe_checkout_session_id));
    expect(session.amount_total).toBe(6375);
    expect(await redemptions(code)).toEqual([{ state: "held", order_id: orderId }]);
    await payOnStandin(orderId);
    expect((await order(orderId))?.status).toMatch(/paid|delivered/);
    expect(await redemptions(code)).toEqual([{ state: "redeemed", order_id: orderId }]);
    // The receipt shows the discount the order kept, with its code.
    const receipt = await json(await buyer.browser.get(`/api/orders/${orderId}/receipt`));
    expect(receipt).toMatchObject({
      subtotal: { amountSen: 7500 },
      discount: { amountSen: 1125 },
      promoCode: code,
      total: { amountSen: 6375 },
    });
    // So does the e-mail that carries the receipt.
    const mail = await eventually(async () => {
      const mails = await mailbox(String(row?.customer_email));
      return mails.find((m) => m.text?.includes("Receipt"));
    });
    expect(mail.text).toContain(`- Discount (${code}): −RM 11.25`);
    expect(mail.html).toContain(`Discount (${code})`);
    // The code left the cart with what was bought.
    expect(await json(await buyer.browser.get("/api/cart/summary"))).toMatchObject({ promo: null });
  });

  it("an order without a code is unchanged: subtotal is its total, no discount", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    const row = await order(orderId);
    expect(row).toMatchObject({ subtotal_amount_sen: 2500, discount_amount_sen: 0, promo_code: null });
    expect((await standinSession(String(row?.stripe_checkout_session_id))).amount_total).toBe(2500);
  });

  it("10 customers paying at once with a code limited to 1: exactly one discounted paid order", async () => {
    const code = await promotion({ value: 20, maxRedemptions: 1 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => readyToPay(code)));
    const answers = await Promise.all(
      buyers.map((buyer) => buyer.browser.post("/api/checkout", DEVICE_CONFIRMED)),
    );
    const started = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 400);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const res of refused) expect((await json(res)).error).toBe("This code has been used up");
    const { orderId } = await json(started[0] as Response);
    expect(await order(orderId)).toMatchObject({ total_amount_sen: 2000, discount_amount_sen: 500 });
    await payOnStandin(orderId);
    const paidWithCode = await env.DB.prepare(
      "select count(*) as n from orders where promo_code = ? and status in ('paid', 'delivered')",
    )
      .bind(code)
      .first<{ n: number }>();
    expect(paidWithCode?.n).toBe(1);
    expect(await redemptions(code)).toEqual([{ state: "redeemed", order_id: orderId }]);
  });

  it("an expired session frees its hold for the next customer", async () => {
    const code = await promotion({ kind: "amount", value: 500, maxRedemptions: 1 });
    const first = await readyToPay(code);
    const { orderId } = await json(await first.browser.post("/api/checkout", DEVICE_CONFIRMED));
    const second = await withCart([[ESIM, 1]]);
    expect((await json(await second.browser.post("/api/cart/promo", { code }))).error).toBe(
      "This code has been used up",
    );
    const expired = await webhook(
      "checkout.session.expired",
      await sessionOf(orderId, { status: "expired" }),
    );
    expect(expired.res.status).toBe(200);
    expect((await order(orderId))?.status).toBe("cancelled");
    expect(await redemptions(code)).toEqual([{ state: "released", order_id: orderId }]);
    expect((await second.browser.post("/api/cart/promo", { code })).status).toBe(200);
    const next = await second.browser.post("/api/checkout", DEVICE_CONFIRMED);
    expect(next.status).toBe(201);
    expect(await order((await json(next)).orderId)).toMatchObject({ total_amount_sen: 2000 });
  });

  it("a new checkout by the same customer lets go of their earlier hold", async () => {
    const code = await promotion({ maxRedemptions: 1, perCustomer: 1 });
    const buyer = await readyToPay(code);
    const first = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    const again = await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED);
    expect(again.status).toBe(201);
    const second = await json(again);
    expect(await redemptions(code)).toEqual([
      { state: "released", order_id: first.orderId },
      { state: "held", order_id: second.orderId },
    ]);
  });

  it("each code counts its own uses, in the list API and on the Promotions tab", async () => {
    const twice = await promotion({});
    const once = await promotion({});
    for (const code of [twice, twice, once]) {
      const buyer = await readyToPay(code);
      const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
      await payOnStandin(orderId);
    }
    const counts = (items: { code: string; redemptions: number }[]) =>
      Object.fromEntries(
        items.filter((p) => [twice, once].includes(p.code)).map((p) => [p.code, p.redemptions]),
      );
    const listed = await json(await as(root).get("/api/admin/promotions"));
    expect(counts(listed.items)).toEqual({ [twice]: 2, [once]: 1 });
    const tab = await queryRoutes(
      appHandler,
      new Request(`${ORIGIN}/admin/promotions`, { headers: { Cookie: root } }),
    );
    const data = tab.page?.loaderData["routes/admin.promotions"] as {
      items: { code: string; redemptions: number }[];
    };
    expect(counts(data.items)).toEqual({ [twice]: 2, [once]: 1 });
  });

  it("a refund of a discounted order gives back what was paid, not the list price", async () => {
    const code = await promotion({ value: 50 });
    const buyer = await readyToPay(code, 2);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    await payOnStandin(orderId);
    const refund = await as(root).post(`/api/admin/orders/${orderId}/refund`, {});
    expect(refund.status).toBe(200);
    const row = await order(orderId);
    expect(row).toMatchObject({ status: "refunded", total_amount_sen: 2500, refunded_amount_sen: 2500 });
    const charge = await env.DB.prepare("select sum(amount_sen) as n from order_refunds where order_id = ?")
      .bind(orderId)
      .first<{ n: number }>();
    expect(charge?.n).toBe(2500);
  });

  it("a refund of one line of a discounted order gives back that line's share of what was paid", async () => {
    const code = await promotion({ kind: "amount", value: 1140 });
    // RM 25.00 + RM 89.00 = RM 114.00; RM 11.40 off is 10 % of each line.
    const buyer = await withCart([
      [ESIM, 1],
      ["japan-unlimited-15-days", 1],
    ]);
    expect((await buyer.browser.post("/api/cart/promo", { code })).status).toBe(200);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    const row = await order(orderId);
    const session = await standinSession(String(row?.stripe_checkout_session_id));
    expect(session.amount_total).toBe(10_260);
    await payOnStandin(orderId);
    const detail = await json(await as(root).get(`/api/admin/orders/${orderId}`));
    const lines = detail.items as { id: number; priceSen: number }[];
    const first = lines.find((line) => line.priceSen === 2500);
    const part = await as(root).post(`/api/admin/orders/${orderId}/refund`, { orderItemId: first?.id });
    expect(part.status).toBe(200);
    expect((await json(part)).refundedSen).toBe(2250);
    const rest = await as(root).post(`/api/admin/orders/${orderId}/refund`, {});
    expect((await json(rest)).refundedSen).toBe(8010);
    expect(await order(orderId)).toMatchObject({ status: "refunded", refunded_amount_sen: 10_260 });
  });
});
