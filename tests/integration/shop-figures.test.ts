import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { readConfig } from "../../worker/env";
import { emailTransportFor } from "../../worker/integrations/email/transport";
import { listDestinations } from "../../worker/services/catalogue/destinations/coverage";
import { getShopFigures } from "../../worker/services/catalogue/shop-figures";
import { deliverEmail } from "../../worker/services/email/deliver";
import { rootSession } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabaseWithoutDemoCustomers } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";
import { editPlan, setOnSale } from "./staff-actions";

const MINUTE = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  await configurePayments(await rootSession());
});

/** When this order's eSIM was issued, and when it was paid: set to known waits. */
async function setWait(orderId: number, paidAt: number, minutes: number) {
  await env.DB.batch([
    env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?").bind(paidAt, orderId),
    env.DB.prepare("UPDATE esims SET created_at = ? WHERE order_id = ?").bind(
      paidAt + minutes * MINUTE,
      orderId,
    ),
  ]);
}

async function deliveredOrder(slug: string) {
  const buyer = await newCustomer("figures");
  const { orderId } = await stripePaidOrder([{ slug }], buyer.browser);
  await eventually(async () => (await orderStatus(orderId)) === "delivered");
  // The receipt held for the eSIM e-mail comes due now rather than after its five minutes.
  const sent = (template: "esim_ready" | "payment_confirmed") =>
    db()
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, template)))
      .get();
  await eventually(async () => (await sent("esim_ready"))?.status === "sent");
  const receipt = await sent("payment_confirmed");
  const config = readConfig(env);
  if (receipt)
    await deliverEmail(db(), { config, transport: emailTransportFor(config, env) }, { outboxId: receipt.id });
  return orderId;
}

describe("the shop's figures", { timeout: 60_000 }, () => {
  it("a fresh shop: destinations and operators from the plans on sale, nothing about customers or delivery", async () => {
    const figures = await getShopFigures(db());
    expect(figures).toEqual({
      countries: (await listDestinations(db(), { coveredOnly: true })).length,
      // SoftBank, KDDI, SK Telecom, KT, AIS, TrueMove H; the global plans' "best local network" is none.
      operators: 6,
      customers: null,
      deliveryMinutes: null,
      deliveryDays: 30,
    });
  });

  it("counts each operator once whatever its spelling, and only on plans on sale", async () => {
    await editPlan("japan-5gb-7-days", { networks: " softbank ,Docomo,,  KDDI" });
    expect((await getShopFigures(db())).operators).toBe(7);
    await setOnSale(["thailand-10gb-8-days"], false);
    expect((await getShopFigures(db())).operators).toBe(5);
    await setOnSale(["thailand-10gb-8-days"], true);
  });

  it("delivery: the median wait from payment to eSIM over the last 30 days", async () => {
    const now = Date.now();
    const [quick, slow, old] = [
      await deliveredOrder("japan-5gb-7-days"),
      await deliveredOrder("south-korea-3gb-5-days"),
      await deliveredOrder("thailand-10gb-8-days"),
    ];
    await setWait(quick, now - 2 * DAY, 3);
    await setWait(slow, now - DAY, 8);
    // Paid 31 days ago: outside the window, so its hour does not pull the median up.
    await setWait(old, now - 31 * DAY, 60);
    const figures = await getShopFigures(db(), now);
    // (3 + 8) / 2 = 5.5 minutes, said as 6.
    expect(figures.deliveryMinutes).toBe(6);
    // Three customers with a delivered order: under 100, so the shop says nothing of them.
    expect(figures.customers).toBeNull();
    await setWait(old, now - 3 * DAY, 4);
    expect((await getShopFigures(db(), now)).deliveryMinutes).toBe(4);
  });
});
