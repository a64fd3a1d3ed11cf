import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, fulfilments, orders } from "../../db/schema";
import { dispatchEmails } from "../email/outbox";
import type { FulfilmentJob } from "./fulfil";

/**
 * The queue messages are sent after the D1 batch that wrote their rows has committed, so a Worker
 * that dies in between, or a `send` that fails, leaves a paid order with no job or an e-mail that
 * is never delivered. The hourly cron hands such work to the queues again. The consumers claim rows
 * before acting, so a message sent twice orders one eSIM and sends one e-mail.
 *
 * "Stalled" is longer than the queues' own retries take (fulfilment: 5 retries from 30 s doubling,
 * about 16 minutes; e-mail: 6 retries, about 32 minutes), so work still in its retries is left alone.
 */
const FULFILMENT_STALLED_MS = 30 * 60_000;
const EMAIL_STALLED_MS = 60 * 60_000;
const BATCH = 100;

export interface Requeued {
  orderIds: number[];
  outboxIds: number[];
}

export async function requeueStalledWork(env: Env, db: Database, now = Date.now()): Promise<Requeued> {
  const orderIds = await stalledPaidOrders(db, now);
  if (orderIds.length > 0) {
    await env.FULFILMENT_QUEUE.sendBatch(
      orderIds.map((orderId) => ({ body: { orderId } satisfies FulfilmentJob })),
    );
  }
  const outboxIds = await stalledEmails(db, now);
  await dispatchEmails(env, outboxIds);
  return { orderIds, outboxIds };
}

/** Paid orders with an eSIM line nobody has worked on for a while (physical SIMs wait for staff). */
async function stalledPaidOrders(db: Database, now: number): Promise<number[]> {
  const cutoff = new Date(now - FULFILMENT_STALLED_MS);
  const rows = await db
    .selectDistinct({ orderId: fulfilments.orderId })
    .from(orders)
    .innerJoin(fulfilments, eq(fulfilments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, "paid"),
        eq(fulfilments.kind, "eSIM"),
        inArray(fulfilments.status, ["pending", "ordering", "ordered"]),
        lt(fulfilments.updatedAt, cutoff),
        or(isNull(fulfilments.leaseUntil), lt(fulfilments.leaseUntil, new Date(now))),
      ),
    )
    .limit(BATCH);
  return rows.map((r) => r.orderId);
}

/** E-mails still waiting (or whose sender's lease lapsed) long after they were written. */
async function stalledEmails(db: Database, now: number): Promise<number[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        lt(emailOutbox.createdAt, new Date(now - EMAIL_STALLED_MS)),
        or(
          eq(emailOutbox.status, "queued"),
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseUntil, new Date(now))),
        ),
      ),
    )
    .orderBy(emailOutbox.id)
    .limit(BATCH);
  return rows.map((r) => r.id);
}
