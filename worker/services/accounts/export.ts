import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  banLogs,
  cartItems,
  chatRooms,
  emailOutbox,
  esims,
  fulfilments,
  knownDevices,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  products,
  refundRequests,
  userSessions,
  users,
} from "../../db/schema";
import { roomTranscripts } from "../chat/live";
import { UnauthorizedError } from "../errors";
import { deviceName } from "./device-name";
import { UNKNOWN_PLACE } from "./sessions";

// "Download my data" (the right of access: Malaysia's PDPA, GDPR art. 15): everything the shop
// holds about one customer, read only by that customer's own id. Secrets are left out on purpose:
// the password hash, session and device token hashes, reset and verification links, e-mail bodies
// (which may carry such links), and which staff member did what.

const EXPORT_FORMAT = 1;

async function ordersOf(db: Database, userId: number) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const ids = rows.map((order) => order.id);
  if (ids.length === 0) return [];
  const [items, events, refunds, deliveries, profiles] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    db
      .select({
        orderId: orderRefunds.orderId,
        orderItemId: orderRefunds.orderItemId,
        amountSen: orderRefunds.amountSen,
        createdAt: orderRefunds.createdAt,
      })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids)),
    db
      .select({
        orderId: fulfilments.orderId,
        orderItemId: fulfilments.orderItemId,
        kind: fulfilments.kind,
        status: fulfilments.status,
        carrier: fulfilments.carrier,
        trackingNumber: fulfilments.trackingNumber,
        shippedAt: fulfilments.shippedAt,
      })
      .from(fulfilments)
      .where(inArray(fulfilments.orderId, ids)),
    db
      .select({
        orderId: esims.orderId,
        orderItemId: esims.orderItemId,
        iccid: esims.iccid,
        smdpAddress: esims.smdpAddress,
        activationCode: esims.activationCode,
        lpa: esims.lpa,
        apn: esims.apn,
        status: esims.status,
        createdAt: esims.createdAt,
      })
      .from(esims)
      .where(inArray(esims.orderId, ids))
      .orderBy(asc(esims.id)),
  ]);
  const of = <T extends { orderId: number }>(list: T[], id: number) =>
    list.filter((row) => row.orderId === id).map(({ orderId: _, ...rest }) => rest);
  return rows.map(({ sessionId: _session, stripeCheckoutSessionId: _checkout, ...order }) => ({
    ...order,
    items: of(items, order.id),
    events: of(events, order.id).map(({ id: _id, cause, ...event }) => ({
      ...event,
      by: cause.split(":")[0],
    })),
    refunds: of(refunds, order.id),
    deliveries: of(deliveries, order.id),
    esims: of(profiles, order.id),
  }));
}

/** Each room the customer has, with its whole conversation as the room itself holds it. */
async function chatsOf(env: Env, db: Database, userId: number) {
  const rooms = await db
    .select()
    .from(chatRooms)
    .where(eq(chatRooms.userId, userId))
    .orderBy(asc(chatRooms.id));
  const transcripts = await roomTranscripts(env, rooms);
  return rooms.map((room, i) => ({
    id: room.id,
    status: room.status,
    createdAt: room.createdAt,
    messages: (transcripts[i] ?? []).map((m) => ({
      message: m.message,
      createdAt: new Date(m.createdAt),
      readAt: m.readAt === null ? null : new Date(m.readAt),
      from: m.senderType === "user" ? "you" : "support",
    })),
  }));
}

export async function exportCustomerData(env: Env, db: Database, userId: number, now = Date.now()) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || user.deletedAt) throw new UnauthorizedError("Not authenticated");
  const [orderList, chats, refundList, cart, sessions, devices, bans, emails] = await Promise.all([
    ordersOf(db, userId),
    chatsOf(env, db, userId),
    db
      .select({
        orderId: refundRequests.orderId,
        reason: refundRequests.reason,
        status: refundRequests.status,
        decidedAt: refundRequests.decidedAt,
        createdAt: refundRequests.createdAt,
      })
      .from(refundRequests)
      .where(eq(refundRequests.userId, userId)),
    db
      .select({ product: products.name, quantity: cartItems.quantity, addedAt: cartItems.createdAt })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId)),
    db.select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(asc(userSessions.id)),
    db
      .select({ createdAt: knownDevices.createdAt, lastUsedAt: knownDevices.lastUsedAt })
      .from(knownDevices)
      // Staff devices share the id space: only this customer's own rows.
      .where(and(eq(knownDevices.accountKind, "customer"), eq(knownDevices.accountId, userId))),
    db
      .select({
        reason: banLogs.reason,
        duration: banLogs.banDuration,
        issuedAt: banLogs.issuedAt,
        expiresAt: banLogs.banExpiresAt,
      })
      .from(banLogs)
      .where(eq(banLogs.userId, userId)),
    db
      .select({
        to: emailOutbox.toAddress,
        kind: emailOutbox.template,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, userId)),
  ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date(now).toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      countryCode: user.countryCode,
      registeredFromAddress: user.ipAddress,
      role: user.role,
      active: user.active,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    orders: orderList,
    chats,
    refundRequests: refundList,
    cart,
    // The shop keeps no store credit or consent records today; the fields say so explicitly.
    credit: null,
    consents: [],
    sessions: sessions.map((s) => ({
      id: s.id,
      device: deviceName(s.userAgent),
      userAgent: s.userAgent,
      place: s.place ?? UNKNOWN_PLACE,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
      endedAt: s.revokedAt,
    })),
    knownDevices: devices,
    bans,
    emails,
  };
}
