import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { json, rootSession } from "./admin-helpers";
import { eventually } from "./fulfilment-helpers";
import { productId, seedDatabase } from "./helpers";
import {
  configurePayments,
  customer,
  DEVICE_CONFIRMED,
  ESIM,
  events,
  order,
  payOnStandin,
  SHIPPING,
  SIM,
  standinSession,
  stock,
  withCart,
} from "./payment-helpers";

// Checkout holds stock and sends e-mail: it must not be a way to hoard the one or relay the other.
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const mailsTo = (orderId: number) =>
  env.DB.prepare("SELECT to_address FROM email_outbox WHERE order_id = ?")
    .bind(orderId)
    .all<{ to_address: string }>()
    .then((r) => r.results.map((row) => row.to_address));

async function runCron(at: number) {
  const { createScheduledController, createExecutionContext, waitOnExecutionContext } = await import(
    "cloudflare:test"
  );
  const { default: worker } = await import("./test-worker");
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(at), cron: "17 * * * *" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe("checkout abuse", { timeout: 60_000 }, () => {
  it("a new checkout cancels the customer's previous unpaid order and gives its stock back", async () => {
    const before = await stock(SIM);
    const buyer = await withCart([[SIM, 1]]);
    const first = await json(await buyer.browser.post("/api/checkout", SHIPPING));
    // The same cart would reopen the same order (decision 0063): this one has changed.
    const [line] = await json(await buyer.browser.get("/api/cart"));
    await buyer.browser.send("DELETE", `/api/cart/${line.id}`);
    await buyer.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    const second = await json(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(second.orderId).not.toBe(first.orderId);
    expect((await order(first.orderId))?.status).toBe("cancelled");
    expect((await order(second.orderId))?.status).toBe("pending");
    expect((await events(first.orderId)).at(-1)).toMatchObject({
      to_status: "cancelled",
      cause: `customer:${buyer.id}`,
    });
    expect(await stock(SIM)).toEqual({ stock: before?.stock, reserved: before?.reserved });
    const session = await standinSession(String((await order(first.orderId))?.stripe_checkout_session_id));
    expect(session.status).toBe("expired");
  });

  it("sends order e-mails to the account's own address, whatever was typed", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    const res = await buyer.browser.post("/api/checkout", {
      ...DEVICE_CONFIRMED,
      customerEmail: "someone.else@elsewhere.test",
      customerName: "Click here http://evil.test",
    });
    expect(res.status).toBe(201);
    const { orderId } = await json(res);
    const account = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(buyer.id)
      .first<{ email: string }>();
    expect((await order(orderId))?.customer_email).toBe(account?.email);
    // Checkout itself sends nothing (decision 0037); what the payment sends goes to the account.
    expect(await mailsTo(orderId)).toEqual([]);
    await payOnStandin(orderId);
    await eventually(async () => (await mailsTo(orderId)).length > 0);
    expect(new Set(await mailsTo(orderId))).toEqual(new Set([account?.email]));
  });

  it("limits checkouts per account, then per client address, with 429 and Retry-After", async () => {
    const buyer = await withCart([[ESIM, 1]]);
    const answers: Response[] = [];
    for (let i = 0; i < 6; i++) answers.push(await buyer.browser.post("/api/checkout", DEVICE_CONFIRMED));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = answers[5] as Response;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json(refused)).error).toMatch(/Too many attempts/);
    const placed = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ?")
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(placed?.n).toBe(5);

    // Other accounts from one client address share that client's budget (20 per window).
    const address = "198.51.100.77";
    const statuses: number[] = [];
    for (let account = 0; account < 5; account++) {
      const other = await customer();
      const cart = await other.browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
      expect(cart.status).toBeLessThan(300);
      for (let i = 0; i < (account < 4 ? 5 : 1); i++) {
        const res = await other.browser.post("/api/checkout", DEVICE_CONFIRMED, {
          headers: { "CF-Connecting-IP": address },
        });
        statuses.push(res.status);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it("the hourly cron releases pending orders past their expiry even without Stripe's event", async () => {
    const before = await stock(SIM);
    const buyer = await withCart([[SIM, 2]]);
    const { orderId } = await json(await buyer.browser.post("/api/checkout", SHIPPING));
    expect((await stock(SIM))?.reserved).toBe((before?.reserved ?? 0) + 2);
    await runCron(Date.now() + 5 * 60_000);
    expect((await order(orderId))?.status).toBe("pending");
    await runCron(Date.now() + 31 * 60_000);
    expect((await order(orderId))?.status).toBe("cancelled");
    expect((await events(orderId)).at(-1)).toMatchObject({ to_status: "cancelled", cause: "system:expiry" });
    expect((await order(orderId))?.stock_state).toBe("released");
    // Its two units came back (and any other checkout's that had expired by then).
    expect((await stock(SIM))?.reserved).toBeLessThanOrEqual(before?.reserved ?? 0);
  });
});
