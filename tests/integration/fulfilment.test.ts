import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, esims, fulfilments, orderEvents } from "../../worker/db/schema";
import { createDemoSupplier, DEMO_FAIL_NEXT_KEY } from "../../worker/integrations/esim/demo";
import type { EsimSupplier } from "../../worker/integrations/esim/types";
import { fulfilOrder } from "../../worker/services/fulfilment/fulfil";
import { rootSession } from "./admin-helpers";
import { db, eventually, isValidIccid, orderStatus } from "./fulfilment-helpers";
import { seedDatabase } from "./helpers";
import { configurePayments, lostQueue, paidOrderWithoutQueues, stripePaidOrder } from "./payment-helpers";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const esimsOf = (orderId: number) => db().select().from(esims).where(eq(esims.orderId, orderId));
const demoOrdersOf = async (requestId: string) =>
  (await env.SUPPLIER_KV.list({ prefix: `demo:order:${requestId}` })).keys.length;

async function requestIdOf(itemId: number): Promise<string> {
  const row = await db().select().from(fulfilments).where(eq(fulfilments.orderItemId, itemId)).get();
  if (!row) throw new Error("no fulfilment row");
  return row.requestId;
}

describe("fulfilment queue", { timeout: 30_000 }, () => {
  it("delivers a paid eSIM order: profiles stored, order delivered, e-mails queued in the same batch", async () => {
    const { orderId, itemIds } = await stripePaidOrder([{ slug: "japan-5gb-7-days", quantity: 2 }]);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const rows = await esimsOf(orderId);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(isValidIccid(row.iccid)).toBe(true);
      expect(row.iccid).toMatch(/^89\d{17,18}$/);
      expect(row.lpa).toBe(`LPA:1$${row.smdpAddress}$${row.activationCode}`);
      expect(row.orderItemId).toBe(itemIds[0]);
      expect(row.supplier).toBe("demo");
      expect(row.supplierRef).toMatch(/^demo-/);
    }
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual([
      "null→pending",
      "pending→paid",
      "paid→delivered",
    ]);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    // The receipt waits in the queue, to be dropped because the eSIM e-mail carries it (decision 0037).
    expect(mails.map((m) => m.template).sort()).toEqual(["esim_ready", "payment_confirmed"]);
    // Delivered by the e-mail queue through the local transport, with a plain-text part.
    await eventually(async () => {
      const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
      return sent.find((m) => m.template === "esim_ready")?.status === "sent";
    });
    const ready = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, "esim_ready")))
      .get();
    expect(ready?.textBody).toContain(rows[0]?.activationCode);
    expect(ready?.textBody).toContain(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(rows[0]?.lpa ?? "")}`,
    );
    expect(ready?.htmlBody).not.toContain("<svg");
    expect(ready?.htmlBody).toContain("/api/esim-qr/");
  });

  it("a message delivered twice orders one set of profiles", async () => {
    const { orderId, itemIds } = await stripePaidOrder([{ slug: "thailand-10gb-8-days" }]);
    await env.FULFILMENT_QUEUE.send({ orderId });
    await env.FULFILMENT_QUEUE.send({ orderId });
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    // Let the duplicates land too: they find the order delivered and change nothing.
    await env.FULFILMENT_QUEUE.send({ orderId });
    await eventually(async () => {
      const line = await db()
        .select()
        .from(fulfilments)
        .where(eq(fulfilments.orderItemId, itemIds[0] ?? 0))
        .get();
      return line?.status === "done";
    });
    expect(await esimsOf(orderId)).toHaveLength(1);
    expect(await demoOrdersOf(await requestIdOf(itemIds[0] ?? 0))).toBe(1);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.toStatus === "delivered")).toHaveLength(1);
  });

  it("supplier 5xx then success: retried with backoff and delivered", async () => {
    await env.SUPPLIER_KV.put(DEMO_FAIL_NEXT_KEY, "2");
    const { orderId, itemIds } = await stripePaidOrder([{ slug: "south-korea-3gb-5-days" }]);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const line = await db()
      .select()
      .from(fulfilments)
      .where(eq(fulfilments.orderItemId, itemIds[0] ?? 0))
      .get();
    expect(line?.attempts).toBe(3);
    expect(await esimsOf(orderId)).toHaveLength(1);
  });

  it("after the last retry the dead-letter consumer marks the order failed", async () => {
    await env.SUPPLIER_KV.put(DEMO_FAIL_NEXT_KEY, "100");
    const { orderId } = await stripePaidOrder([{ slug: "japan-unlimited-15-days" }]);
    await eventually(async () => (await orderStatus(orderId)) === "failed", 20_000).finally(() =>
      env.SUPPLIER_KV.delete(DEMO_FAIL_NEXT_KEY),
    );
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const failed = events.find((e) => e.toStatus === "failed");
    expect(failed?.cause).toBe("system:fulfilment-dead-letter");
    expect(failed?.note).toContain("503");
    expect(await esimsOf(orderId)).toHaveLength(0);
    const line = await db().select().from(fulfilments).where(eq(fulfilments.orderId, orderId)).get();
    expect(line?.status).toBe("failed");
  });

  it("the consumer dies after the supplier answered: the retry looks the order up instead of ordering again", async () => {
    const { orderId, itemIds } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }]);
    // Race the queue: wait until it is delivered, then replay the crash on a fresh order below.
    await eventually(async () => (await orderStatus(orderId)) === "delivered");

    const second = await paidOrderWithoutQueues([{ slug: "japan-5gb-7-days" }]);
    const demo = createDemoSupplier(env.SUPPLIER_KV);
    let orderCalls = 0;
    // The supplier takes the order, then the worker dies before it can write anything down.
    const dying: EsimSupplier = {
      ...demo,
      async orderProfiles(request) {
        orderCalls++;
        await demo.orderProfiles(request);
        throw new Error("worker killed after the supplier answered");
      },
    };
    await expect(
      fulfilOrder(db(), dying, second.orderId, { from: "paid", cause: "system:fulfilment" }),
    ).rejects.toThrow("worker killed");
    // A hard crash also leaves the line claimed ('ordering') until its lease lapses.
    await db()
      .update(fulfilments)
      .set({ status: "ordering", leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(fulfilments.orderItemId, second.itemIds[0] ?? 0));
    const counting: EsimSupplier = {
      ...demo,
      async orderProfiles(request) {
        orderCalls++;
        return demo.orderProfiles(request);
      },
    };
    const outcome = await fulfilOrder(db(), counting, second.orderId, {
      from: "paid",
      cause: "system:fulfilment",
    });
    expect(outcome.result).toBe("delivered");
    expect(orderCalls).toBe(1);
    expect(await esimsOf(second.orderId)).toHaveLength(1);
    expect(await demoOrdersOf(await requestIdOf(second.itemIds[0] ?? 0))).toBe(1);
    expect(itemIds).toHaveLength(1);
  });

  it("a line claimed by a live consumer is not ordered by a second one", async () => {
    const order = await paidOrderWithoutQueues([{ slug: "japan-5gb-7-days" }]);
    await db()
      .update(fulfilments)
      .set({ status: "ordering", leaseUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(fulfilments.orderItemId, order.itemIds[0] ?? 0));
    await expect(
      fulfilOrder(db(), createDemoSupplier(env.SUPPLIER_KV), order.orderId, {
        from: "paid",
        cause: "system:fulfilment",
      }),
    ).rejects.toThrow("being fulfilled by another consumer");
    expect(await esimsOf(order.orderId)).toHaveLength(0);
  });
});

describe("the hourly sweep (work whose queue message was lost)", { timeout: 30_000 }, () => {
  it("hands a stalled paid order and its e-mails back to the queues, and leaves fresh work alone", async () => {
    const stalled = await paidOrderWithoutQueues([{ slug: "japan-5gb-7-days" }]);
    const fresh = await paidOrderWithoutQueues([{ slug: "japan-5gb-7-days" }]);
    const twoHoursAgo = Date.now() - 2 * 60 * 60_000;
    await env.DB.batch([
      env.DB.prepare("UPDATE fulfilments SET updated_at = ? WHERE order_id = ?").bind(
        twoHoursAgo,
        stalled.orderId,
      ),
      env.DB.prepare("UPDATE email_outbox SET created_at = ? WHERE order_id = ?").bind(
        twoHoursAgo,
        stalled.orderId,
      ),
    ]);
    const { requeueStalledWork } = await import("../../worker/services/fulfilment/requeue-stalled");
    const dryRun = await requeueStalledWork(
      { ...env, FULFILMENT_QUEUE: lostQueue(), EMAIL_QUEUE: lostQueue() },
      db(),
    );
    expect(dryRun.orderIds).toContain(stalled.orderId);
    expect(dryRun.orderIds).not.toContain(fresh.orderId);

    const { createScheduledController, createExecutionContext, waitOnExecutionContext } = await import(
      "cloudflare:test"
    );
    const { default: worker } = await import("./test-worker");
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: new Date(), cron: "17 * * * *" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    await eventually(async () => (await orderStatus(stalled.orderId)) === "delivered");
    expect(await esimsOf(stalled.orderId)).toHaveLength(1);
    await eventually(async () => {
      const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, stalled.orderId));
      // The overdue receipt goes out at once, or is dropped if the eSIM e-mail was written first.
      return mails.some((m) => m.template === "esim_ready") && mails.every((m) => m.status === "sent");
    });
    expect(await orderStatus(fresh.orderId)).toBe("paid");
    expect(await esimsOf(fresh.orderId)).toHaveLength(0);
  });
});
