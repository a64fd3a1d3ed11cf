import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { ChatCustomerDto, CustomerPageDto } from "../../../app/schemas/admin/customer";
import type { Database } from "../../db/client";
import { adminUsers, auditLogs, chatMessages, chatRooms, orders, users } from "../../db/schema";
import { creditSummary } from "../credit/ledger";
import { NotFoundError } from "../errors";
import {
  customerRow,
  latestEsims,
  latestOrders,
  toCustomerProfile,
  toEsimLines,
  toOrderLines,
} from "./customer-lines";
import { openSessionsOf, toSignedInSession } from "./sessions";

/** Which parts of a customer staff may read beyond the account itself (each its own permission). */
export interface CustomerParts {
  orders: boolean;
  chats: boolean;
  audit: boolean;
}

const PAGE_ROWS = 20;
const AUDIT_ROWS = 50;
const PANEL_ROWS = 5;

/** Audit rows about the customer: their account, their orders and their conversations. */
function auditAbout(db: Database, userId: number) {
  const ofTarget = (type: string, ids: ReturnType<typeof sql>) =>
    and(eq(auditLogs.targetType, type), inArray(auditLogs.targetId, ids));
  return db
    .select({
      id: auditLogs.id,
      adminId: auditLogs.adminId,
      adminUsername: adminUsers.username,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      details: auditLogs.details,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLogs.adminId))
    .where(
      or(
        and(eq(auditLogs.targetType, "user"), eq(auditLogs.targetId, userId)),
        ofTarget("order", sql`(select ${orders.id} from ${orders} where ${orders.userId} = ${userId})`),
        ofTarget(
          "chat_room",
          sql`(select ${chatRooms.id} from ${chatRooms} where ${chatRooms.userId} = ${userId})`,
        ),
      ),
    )
    .orderBy(desc(auditLogs.id))
    .limit(AUDIT_ROWS);
}

function chatsOf(db: Database, userId: number) {
  return db
    .select({
      roomId: chatRooms.id,
      status: chatRooms.status,
      updatedAt: chatRooms.updatedAt,
      lastMessage: sql<string | null>`(select substr(m.message, 1, 120) from ${chatMessages} m
        where m.room_id = chat_rooms.id order by m.id desc limit 1)`,
    })
    .from(chatRooms)
    .where(eq(chatRooms.userId, userId))
    .orderBy(desc(chatRooms.updatedAt));
}

/**
 * GET /api/admin/users/:id: the customer's profile, orders, eSIMs, credit, chats, open sessions and
 * the audit rows about them, in one D1 batch (plus the credit statement's reads beside it). A part
 * the member may not read is not queried at all.
 */
export async function customerPage(
  db: Database,
  userId: number,
  parts: CustomerParts,
  now = Date.now(),
): Promise<CustomerPageDto> {
  // A part the member may not read looks for an id no row has: the batch keeps its shape, reads nothing.
  const only = (allowed: boolean) => (allowed ? userId : 0);
  const [[[user], orderRows, esimRows, chatRows, sessionRows, auditRows], credit] = await Promise.all([
    db.batch([
      customerRow(db, userId),
      latestOrders(db, only(parts.orders), PAGE_ROWS),
      latestEsims(db, only(parts.orders), PAGE_ROWS),
      chatsOf(db, only(parts.chats)),
      openSessionsOf(db, userId, now),
      auditAbout(db, only(parts.audit)),
    ]),
    creditSummary(db, userId, now, { staff: true }),
  ]);
  if (!user) throw new NotFoundError("User not found");
  return {
    profile: toCustomerProfile(user, now),
    orders: parts.orders ? toOrderLines(orderRows) : null,
    esims: parts.orders ? toEsimLines(esimRows) : null,
    credit,
    chats: parts.chats ? chatRows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) : null,
    sessions: sessionRows.map((row) => toSignedInSession(row, null)),
    audit: parts.audit
      ? auditRows.map((row) => ({
          ...row,
          createdAt: row.createdAt?.toISOString() ?? null,
          targetName: row.targetType === "user" ? user.username : null,
        }))
      : null,
  };
}

/**
 * Who a staff chat is with, beside the conversation: a customer's account with their latest orders
 * and eSIMs (one batch), or what a visitor gave and the account holding that e-mail, if any.
 */
export async function chatCustomer(
  db: Database,
  room: { userId: number | null; visitorName: string | null; visitorEmail: string | null },
  parts: Pick<CustomerParts, "orders">,
): Promise<ChatCustomerDto> {
  if (room.userId === null) {
    const email = room.visitorEmail ?? "";
    const match = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .get();
    return { kind: "visitor", name: room.visitorName ?? "", email, matchingAccount: match ?? null };
  }
  const userId = parts.orders ? room.userId : 0;
  const [[user], orderRows, esimRows] = await db.batch([
    customerRow(db, room.userId),
    latestOrders(db, userId, PANEL_ROWS),
    latestEsims(db, userId, PANEL_ROWS),
  ]);
  if (!user) throw new NotFoundError("User not found");
  const { id, username, name, email, tier, state } = toCustomerProfile(user);
  return {
    kind: "customer",
    profile: { id, username, name, email, tier, state },
    orders: parts.orders ? toOrderLines(orderRows) : null,
    esims: parts.orders ? toEsimLines(esimRows) : null,
  };
}
