// One e-mail per purchase step that matters (decision 0037): an eSIM paid at once gets one e-mail,
// "Your eSIM is ready" with the receipt in it; a delayed payment (FPX) first "We received your
// order"; a physical SIM its receipt at once; a receipt that comes due before the eSIM goes out.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { readConfig } from "../../worker/env";
import { emailTransportFor } from "../../worker/integrations/email/transport";
import { deliverEmail } from "../../worker/services/email/deliver";
import { rootSession } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import {
  checkedOutOrder,
  configurePayments,
  paidOrderWithoutQueues,
  SIM,
  sessionOf,
  stripePaidOrder,
  webhook,
} from "./payment-helpers";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const templatesOf = async (orderId: number) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id)).map(
    (row) => row.template,
  );
/** The subjects of this order's e-mails in the customer's inbox, oldest first. */
const inbox = async (to: string, orderId: number) =>
  (await mailbox(to))
    .filter((m) => m.subject.includes(`#${orderId}`))
    .map((m) => m.subject)
    .reverse();

/** The held receipt comes due (the queue would hand it over after RECEIPT_HOLD_SECONDS). */
async function receiptComesDue(orderId: number) {
  const row = await db()
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, "payment_confirmed")))
    .get();
  if (!row) return "none";
  const config = readConfig(env);
  return deliverEmail(db(), { config, transport: emailTransportFor(config, env) }, { outboxId: row.id });
}

describe("e-mails per purchase", { timeout: 30_000 }, () => {
  it("an eSIM paid at once: one e-mail, the eSIM with its receipt; nothing at checkout", async () => {
    const owner = await newCustomer("instant");
    const to = `${owner.username}@shop.test`;
    const { orderId } = await checkedOutOrder([{ slug: "japan-5gb-7-days" }], owner.browser);
    expect(await templatesOf(orderId)).toEqual([]);
    const paid = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], owner.browser);
    await eventually(async () => (await orderStatus(paid.orderId)) === "delivered");
    await eventually(async () => (await inbox(to, paid.orderId)).length > 0);
    expect(await receiptComesDue(paid.orderId)).toBe("skipped");
    expect(await templatesOf(paid.orderId)).toEqual(["esim_ready"]);
    expect(await inbox(to, paid.orderId)).toEqual([`Your eSIM is ready (order #${paid.orderId})`]);
  });

  it("a delayed FPX payment: 'we received your order' while the bank confirms, then the eSIM", async () => {
    const owner = await newCustomer("fpx");
    const to = `${owner.username}@shop.test`;
    const { orderId } = await checkedOutOrder([{ slug: "japan-5gb-7-days" }], owner.browser);
    const open = await sessionOf(orderId);
    await (await fetch(`${open.url}/delayed`, { method: "POST", redirect: "manual" })).text();
    await webhook("checkout.session.completed", await sessionOf(orderId));
    await eventually(async () => (await inbox(to, orderId)).length === 1);
    expect(await inbox(to, orderId)).toEqual([`We received your order #${orderId}`]);

    const session = await vi.waitFor(
      async () => {
        const current = await sessionOf(orderId);
        expect(current.payment_status).toBe("paid");
        return current;
      },
      { timeout: 5_000, interval: 100 },
    );
    await webhook("checkout.session.async_payment_succeeded", session);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    await eventually(async () => (await inbox(to, orderId)).length === 2);
    expect(await receiptComesDue(orderId)).toBe("skipped");
    expect(await inbox(to, orderId)).toEqual([
      `We received your order #${orderId}`,
      `Your eSIM is ready (order #${orderId})`,
    ]);
  });

  it("a physical SIM: its receipt at once (the shipping e-mail follows when staff ship it)", async () => {
    const owner = await newCustomer("sim");
    const to = `${owner.username}@shop.test`;
    const { orderId } = await stripePaidOrder([{ slug: SIM }], owner.browser);
    await eventually(async () => (await inbox(to, orderId)).length === 1);
    expect(await inbox(to, orderId)).toEqual([`Payment confirmed for order #${orderId}`]);
    expect(await templatesOf(orderId)).toEqual(["payment_confirmed"]);
  });

  it("an eSIM not ready when the receipt comes due: the receipt goes out, the eSIM e-mail follows", async () => {
    const owner = await newCustomer("slow");
    const to = `${owner.username}@shop.test`;
    const { orderId } = await paidOrderWithoutQueues([{ slug: "japan-5gb-7-days" }], owner.browser);
    expect(await orderStatus(orderId)).toBe("paid");
    expect(await receiptComesDue(orderId)).toBe("sent");
    expect(await inbox(to, orderId)).toEqual([`Payment confirmed for order #${orderId}`]);
  });
});
