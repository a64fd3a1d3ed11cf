import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { LOCALES, type Locale } from "../../../app/lib/locale";
import { senToDecimal } from "../../../app/lib/money";
import type { MyOrdersView } from "../../../app/schemas/my-orders";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { orderItems, orders, products, users } from "../../db/schema";
import { lineName } from "./line-name";

/** SPEC.md §3: the order as the My Orders page reads it (money as decimal strings). */
export interface CustomerOrder {
  id: number;
  createdAt: string;
  totalAmount: string;
  totalAmountSen: number;
  refundedAmountSen: number;
  status: string;
  customerName: string;
  customerEmail: string;
  paymentIntentId: string | null;
  paymentMethod: string | null;
  /** It holds a Physical SIM, which is posted rather than issued. */
  ships: boolean;
  /** A top-up order adds data to this eSIM; null for a plan order. */
  topupIccid: string | null;
  items: {
    id: number;
    quantity: number;
    price: string;
    priceSen: number;
    /** A top-up's line is told from its parts in the page's language (`kind`, data and days). */
    product: {
      id: number;
      name: string;
      region: string;
      image: string;
      kind: "plan" | "topup";
      dataMb: number | null;
      days: number;
    };
  }[];
}

/** The user whose orders a query reads, filled in on each request (the query's SQL is built once). */
const userId = sql.placeholder("userId");
const cancelledOfUser = and(eq(orders.userId, userId), eq(orders.status, "cancelled"));

/** Which orders a view holds: every one, all but the cancelled payments, or only those. */
function viewFilter(view: MyOrdersView) {
  if (view === "cancelled") return eq(orders.status, "cancelled");
  if (view === "active") return ne(orders.status, "cancelled");
  return undefined;
}

/**
 * The user's own orders, newest first, each with its items and their products: one query (an
 * order with no lines still comes back), so the page costs one D1 round trip whatever the count,
 * and no list of ids is bound (D1 allows 100 parameters per statement). `view` leaves out the
 * cancelled payments (My Orders' default) or keeps only them.
 */
function userOrderRowsQuery(db: Database, view: MyOrdersView, locale: Locale) {
  return (
    db
      .select({
        // My Orders' Cancelled tab count rides along, so its page costs this one round trip.
        cancelledCount: sql<number>`(select count(*) from ${orders} where ${cancelledOfUser})`,
        order: orders,
        item: { id: orderItems.id, quantity: orderItems.quantity, priceSen: orderItems.priceSen },
        // The line's own name as ordered, in the page's language (decision 0075).
        product: {
          id: products.id,
          name: lineName(locale),
          region: products.region,
          image: products.image,
          kind: products.kind,
          dataMb: products.dataMb,
          days: products.durationDays,
        },
        type: sql<string>`coalesce(${orderItems.productType}, ${products.type})`,
      })
      // From the user's own row, so a view with no orders still answers the count.
      .from(users)
      .leftJoin(orders, and(eq(orders.userId, users.id), viewFilter(view)))
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(users.id, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
  );
}

// My Orders is read on every visit of the page: each view's SQL, in each language, is built once per isolate.
const VIEWS = ["all", "active", "cancelled"] as const satisfies readonly MyOrdersView[];
const preparedView = (view: MyOrdersView, locale: Locale) =>
  preparedOnce((db) => userOrderRowsQuery(db, view, locale));
const userOrderRowsByView = Object.fromEntries(
  LOCALES.flatMap((locale) => VIEWS.map((view) => [`${view}:${locale}`, preparedView(view, locale)])),
) as Record<`${MyOrdersView}:${Locale}`, ReturnType<typeof preparedView>>;

function userOrderRows(db: Database, user: number, view: MyOrdersView, locale: Locale) {
  return userOrderRowsByView[`${view}:${locale}`](db, { userId: user });
}

type OrderRow = Awaited<ReturnType<typeof userOrderRows>>[number];

function foldOrders(rows: OrderRow[]): CustomerOrder[] {
  const byId = new Map<number, CustomerOrder>();
  for (const { order, item, product, type } of rows) {
    if (!order) continue;
    let entry = byId.get(order.id);
    if (!entry) {
      entry = {
        id: order.id,
        createdAt: order.createdAt.toISOString(),
        totalAmount: senToDecimal(order.totalAmountSen),
        totalAmountSen: order.totalAmountSen,
        refundedAmountSen: order.refundedAmountSen,
        status: order.status,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        paymentIntentId: order.paymentIntentId,
        paymentMethod: order.paymentMethod,
        ships: false,
        topupIccid: order.topupIccid,
        items: [],
      };
      byId.set(order.id, entry);
    }
    if (item && product) {
      entry.items.push({ ...item, price: senToDecimal(item.priceSen), product });
      if (type === "Physical SIM") entry.ships = true;
    }
  }
  return [...byId.values()];
}

export async function listUserOrders(
  db: Database,
  userId: number,
  view: MyOrdersView = "all",
): Promise<CustomerOrder[]> {
  return foldOrders(await userOrderRows(db, userId, view, "en"));
}

/**
 * My Orders' page: one view of the orders and how many cancelled payments the other tab holds, in
 * one D1 round trip (the count rides on the list's query).
 */
export async function myOrdersPage(
  db: Database,
  userId: number,
  view: MyOrdersView,
  locale: Locale = "en",
): Promise<{ orders: CustomerOrder[]; cancelledCount: number }> {
  const rows = await userOrderRows(db, userId, view, locale);
  return { orders: foldOrders(rows), cancelledCount: Number(rows[0]?.cancelledCount ?? 0) };
}
