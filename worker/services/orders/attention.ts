import { count, eq, isNotNull } from "drizzle-orm";
import type { NeedsAttention } from "../../../app/schemas/admin/attention";
import type { Database } from "../../db/client";
import { chatRooms, orders, refundRequests } from "../../db/schema";
import { chatOperations } from "../chat/operations";
import { countUpToCap, oneColumn, withinCap } from "../shared/lists";
import { readShippingRules } from "../shipping/rules";
import { allows, type StaffIdentity } from "../staff/permissions";
import { lateSimWhere, stuckWhere } from "./late";
import { orderOperations } from "./operations";

/**
 * The back office's "Needs attention" count: failed fulfilments, open refund requests, orders whose
 * supplier disagrees with what was sold, SIMs not posted in a working day, paid orders stuck past
 * the staff's setting, and unanswered chats (a customer wrote since staff last replied: reading a
 * chat does not answer it, a reply does), each only for staff who may act on it. One D1 batch of
 * counts, each read from an index (orders by status, refund requests by status, flagged orders,
 * rooms by waiting time), so every page of the back office can afford it, and the shell asks again
 * while it is open.
 */
export async function needsAttention(
  db: Database,
  admin: StaffIdentity,
  now = Date.now(),
): Promise<NeedsAttention> {
  const seesOrders = allows(admin, orderOperations.listOrders.access);
  const seesChat = allows(admin, chatOperations.listRooms.access);
  if (!seesOrders && !seesChat)
    return {
      failedFulfilments: 0,
      refundRequests: 0,
      supplierMismatches: 0,
      unansweredChats: 0,
      lateShipments: 0,
      stuckOrders: 0,
      total: 0,
    };
  const { stuckHours } = await readShippingRules(db);
  const [[failed], [requests], [chats], [flagged], [late], [stuck]] = await db.batch([
    // Failed orders are a work queue, but nothing bounds how many pile up: counted to the lists' cap.
    countUpToCap(db, db.select(oneColumn).from(orders).where(eq(orders.status, "failed"))),
    db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.status, "requested")),
    db.select({ n: count() }).from(chatRooms).where(isNotNull(chatRooms.waitingSince)),
    // Read from the partial index of flagged orders.
    countUpToCap(db, db.select(oneColumn).from(orders).where(isNotNull(orders.supplierMismatch))),
    // Paid orders waiting too long (decision 0072): read from orders by status, then paid time.
    countUpToCap(db, db.select(oneColumn).from(orders).where(lateSimWhere(now))),
    countUpToCap(db, db.select(oneColumn).from(orders).where(stuckWhere(now, stuckHours))),
  ]);
  const failedFulfilments = seesOrders ? withinCap(failed?.total ?? 0) : 0;
  const openRequests = seesOrders ? (requests?.n ?? 0) : 0;
  const unansweredChats = seesChat ? (chats?.n ?? 0) : 0;
  const supplierMismatches = seesOrders ? withinCap(flagged?.total ?? 0) : 0;
  const lateShipments = seesOrders ? withinCap(late?.total ?? 0) : 0;
  const stuckOrders = seesOrders ? withinCap(stuck?.total ?? 0) : 0;
  return {
    failedFulfilments,
    refundRequests: openRequests,
    supplierMismatches,
    unansweredChats,
    lateShipments,
    stuckOrders,
    total:
      failedFulfilments + openRequests + supplierMismatches + unansweredChats + lateShipments + stuckOrders,
  };
}
