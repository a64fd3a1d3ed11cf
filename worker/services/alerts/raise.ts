import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type EsimAlertLevel, esimAlerts, esims, orders, users } from "../../db/schema";
import { dispatchOrderEmails, outboxInsert } from "../email/outbox";
import { type AlertSource, roundOf } from "./rounds";

export interface EsimAlert {
  iccid: string;
  level: EsimAlertLevel;
  source: AlertSource;
}

/**
 * - `unknown`: no eSIM of ours has this ICCID;
 * - `withdrawn`: it was refunded or cancelled, so nobody should top it up;
 * - `repeat`: this level was already raised in this round;
 * - `raised`: recorded now, with an e-mail when `emailed`.
 */
export type AlertOutcome =
  | { outcome: "unknown" | "withdrawn" | "repeat" }
  | { outcome: "raised"; emailed: boolean };

/** The one outbox row per eSIM, level and round, whoever raised it and however often. */
const dedupeKeyOf = (esimId: number, level: EsimAlertLevel, round: number) =>
  `esim_alert:${esimId}:${level}:${round}`;

async function esimOf(db: Database, iccid: string) {
  return db
    .select({
      id: esims.id,
      status: esims.status,
      orderId: esims.orderId,
      userId: users.id,
      email: users.email,
      wantsEmails: users.esimAlertEmails,
      deletedAt: users.deletedAt,
      round: roundOf(esims.iccid),
    })
    .from(esims)
    .innerJoin(orders, eq(orders.id, esims.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(esims.iccid, iccid))
    .get();
}

/**
 * Records one usage alert of an eSIM and, in the same batch, the e-mail that tells its owner, once
 * per level and round: a repeated notification (or the hourly check finding the same level again)
 * writes nothing. An owner who turned these e-mails off still gets the alert recorded, without an
 * e-mail: turning them on later must not send warnings about levels passed long ago, and the
 * hourly check need not ask the supplier again about a level already dealt with.
 */
export async function raiseEsimAlert(
  deps: { db: Database; env: Env },
  alert: EsimAlert,
  now = Date.now(),
): Promise<AlertOutcome> {
  const { db, env } = deps;
  const esim = await esimOf(db, alert.iccid);
  if (!esim) return { outcome: "unknown" };
  if (esim.status !== "issued") return { outcome: "withdrawn" };
  const seen = await db
    .select({ id: esimAlerts.id })
    .from(esimAlerts)
    .where(
      and(
        eq(esimAlerts.esimId, esim.id),
        eq(esimAlerts.level, alert.level),
        eq(esimAlerts.round, esim.round),
      ),
    )
    .get();
  if (seen) return { outcome: "repeat" };

  const emailed = Boolean(esim.userId && esim.email && esim.wantsEmails && !esim.deletedAt);
  const record = db
    .insert(esimAlerts)
    .values({
      esimId: esim.id,
      level: alert.level,
      round: esim.round,
      source: alert.source,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: esimAlerts.id });
  const email = outboxInsert(db, {
    to: esim.email ?? "",
    template: "esim_alert",
    payload: { esimId: esim.id, level: alert.level },
    orderId: esim.orderId,
    userId: esim.userId,
    // Two deliveries of one notification racing past the check above still write one e-mail.
    dedupeKey: dedupeKeyOf(esim.id, alert.level, esim.round),
  });
  const [recorded] = emailed ? await db.batch([record, email]) : await db.batch([record]);
  if (recorded.length === 0) return { outcome: "repeat" };
  if (emailed) await dispatchOrderEmails(env, db, esim.orderId);
  return { outcome: "raised", emailed };
}
