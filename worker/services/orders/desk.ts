import { desc, eq, inArray } from "drizzle-orm";
import type { OrderDeskLine, OrderDeskView } from "../../../app/schemas/admin/order-desk";
import type { Database } from "../../db/client";
import { adminUsers, emailOutbox, esims, orders, users } from "../../db/schema";
import type { EsimSupplier } from "../../integrations/esim";
import { fulfilmentLines } from "../fulfilment/rows";
import { adminOrderDetail } from "./admin-detail";
import { orderDelivery } from "./esims";
import { topupPlanName } from "./list";
import { refundable } from "./refunds/refundable";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything staff need on one order's page: the order detail the JSON API gives, its
 * customer's account, each line's fulfilment, each eSIM with live usage and the e-mails sent.
 */
export async function orderDesk(
  db: Database,
  supplier: EsimSupplier,
  orderId: number,
): Promise<OrderDeskView> {
  const order = await adminOrderDetail(db, orderId);
  const [account, lines, delivery, esimStates, emails, topup] = await Promise.all([
    order.userId
      ? db
          .select({ username: users.username, email: users.email })
          .from(users)
          .where(eq(users.id, order.userId))
          .get()
      : undefined,
    fulfilmentLines(db, orderId),
    orderDelivery(db, supplier, { orderId, ownerId: null }),
    db.select({ id: esims.id, status: esims.status }).from(esims).where(eq(esims.orderId, orderId)),
    db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(desc(emailOutbox.id)),
    order.kind === "topup"
      ? db.select({ plan: topupPlanName }).from(orders).where(eq(orders.id, orderId)).get()
      : undefined,
  ]);
  const staffNames = await staffNamesOf(
    db,
    order.timeline.map((event) => event.cause),
  );
  // What a refund would pay now, from the function the refund itself runs.
  const owed = refundable(order, order.items);
  return {
    id: order.id,
    status: order.status,
    kind: order.kind,
    topupPlan: topup?.plan ?? null,
    supplierMismatch: order.supplierMismatch,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    currency: order.currency,
    totalAmountSen: order.totalAmountSen,
    discountAmountSen: order.discountAmountSen,
    promoCode: order.promoCode,
    refundedAmountSen: order.refundedAmountSen,
    creditAmountSen: order.creditAmountSen,
    creditRefundedSen: order.creditRefundedSen,
    refundable: owed.order,
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      userId: order.userId,
      username: account?.username ?? null,
      accountEmail: account && account.email !== order.customerEmail ? account.email : null,
    },
    shippingAddress: order.shippingAddress ?? null,
    lines: deskLines(order, lines, owed),
    payment: deskPayment(order),
    timeline: order.timeline.map((event) => ({
      id: event.id,
      from: event.fromStatus,
      to: event.toStatus,
      by: causeText(event.cause, staffNames),
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    ...deskRecords(order, delivery, { esimStates, emails }),
  };
}

type DeskOrder = Awaited<ReturnType<typeof adminOrderDetail>>;

/** Each line with its fulfilment and what refunding it alone would pay now. */
function deskLines(
  order: DeskOrder,
  lines: Awaited<ReturnType<typeof fulfilmentLines>>,
  owed: ReturnType<typeof refundable>,
): OrderDeskLine[] {
  const fulfilmentOf = new Map(lines.map((line) => [line.orderItemId, line]));
  return order.items.map((item): OrderDeskLine => {
    const line = fulfilmentOf.get(item.id);
    return {
      id: item.id,
      name: item.name,
      type: item.type,
      quantity: item.quantity,
      priceSen: item.priceSen,
      lineTotalSen: item.lineTotalSen,
      refundedAmountSen: item.refundedAmountSen,
      refundable: owed.lines.get(item.id) ?? owed.order,
      fulfilment: line
        ? {
            status: line.status,
            lastError: line.lastError,
            attempts: line.attempts,
            carrier: line.carrier,
            trackingNumber: line.trackingNumber,
            shippedAt: iso(line.shippedAt),
          }
        : null,
    };
  });
}

/** How it was paid: the card, Stripe's ids, the refunds made and the events received. */
function deskPayment(order: DeskOrder): OrderDeskView["payment"] {
  return {
    method: order.paymentMethod,
    brand: order.paymentMethodBrand,
    last4: order.paymentMethodLast4,
    paymentIntentId: order.paymentIntentId,
    chargeId: order.stripeChargeId,
    checkoutSessionId: order.stripeCheckoutSessionId,
    refunds: order.refunds.map((refund) => ({
      id: refund.stripeRefundId,
      amountSen: refund.amountSen,
      lineName: order.items.find((item) => item.id === refund.orderItemId)?.name ?? null,
      at: refund.createdAt.toISOString(),
    })),
    stripeEvents: order.stripeEvents.map((e) => ({
      id: e.id,
      type: e.type,
      outcome: e.outcome,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** The eSIMs (with live usage), the e-mails sent and the customer's refund requests. */
function deskRecords(
  order: DeskOrder,
  delivery: Awaited<ReturnType<typeof orderDelivery>>,
  records: {
    esimStates: { id: number; status: string }[];
    emails: (typeof emailOutbox.$inferSelect)[];
  },
): Pick<OrderDeskView, "esims" | "emails" | "refundRequests"> {
  const { esimStates, emails } = records;
  const statusOf = new Map(esimStates.map((e) => [e.id, e.status]));
  return {
    esims: delivery.esims.map((esim) => ({
      id: esim.id,
      productName: esim.productName,
      iccid: esim.iccid,
      status: statusOf.get(esim.id) ?? "issued",
      usage: esim.usage,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      template: email.template,
      subject: email.subject,
      to: email.toAddress,
      status: email.status,
      attempts: email.attempts,
      lastError: email.lastError,
      createdAt: email.createdAt.toISOString(),
      sentAt: iso(email.sentAt),
    })),
    refundRequests: order.refundRequests.map((request) => ({
      id: request.id,
      reason: request.reason,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      decidedAt: iso(request.decidedAt),
    })),
  };
}

const staffIdOf = (cause: string) => (cause.startsWith("staff:") ? Number(cause.slice(6)) : null);

/** The usernames of the staff members named by `staff:<id>` causes, in one query. */
async function staffNamesOf(db: Database, causes: string[]): Promise<Map<number, string>> {
  const ids = [...new Set(causes.map(staffIdOf).filter((id): id is number => Number.isSafeInteger(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** "webhook:evt_…" → "Stripe", "staff:3" → "staff (alice)", "system:expiry" → "system (expiry)". */
function causeText(cause: string, staffNames: Map<number, string>): string {
  const [kind, detail] = [cause.split(":")[0] ?? "system", cause.slice(cause.indexOf(":") + 1)];
  if (kind === "webhook") return "Stripe";
  if (kind === "staff") return `staff (${staffNames.get(Number(detail)) ?? `#${detail}`})`;
  if (kind === "customer") return "customer";
  return detail && detail !== cause ? `${kind} (${detail})` : kind;
}
