import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CartLine } from "../../../app/schemas/cart";
import {
  CheckoutSchema,
  DEVICE_CONFIRMED_REQUIRED,
  ShippingCheckoutSchema,
} from "../../../app/schemas/checkout";
import type { CustomerSession } from "../../auth/session";
import type { Database } from "../../db/client";
import {
  emailOutbox,
  inventory,
  orderEvents,
  orderItems,
  orders,
  type ShippingAddress,
  stockGuard,
} from "../../db/schema";
import { createCheckoutSession } from "../../integrations/stripe";
import { dispatchOrderEmails, orderReceivedForNewOrder } from "../email/outbox";
import { ConflictError, InvalidError, UnavailableError } from "../errors";
import { moveStatements } from "../orders/lifecycle";
import { paymentConfig } from "../payments/config";
import { listCart } from "./cart";
import { cancelEarlierCheckouts, limitCheckouts } from "./guards";
import { releaseStockStatements } from "./stock";
import { assertEmailVerifiedForCheckout } from "./verification";

/** How long a Checkout Session (and the stock it holds) stays open. */
const CHECKOUT_TTL_MS = 30 * 60 * 1000;

const PHYSICAL = "Physical SIM";

export interface CheckoutResult {
  orderId: number;
  url: string;
}

function needsShipping(lines: CartLine[]): boolean {
  return lines.some((line) => line.product.type === PHYSICAL);
}

/** An eSIM only works on a phone that takes one and is not locked to its carrier: the most common refund. */
function needsDeviceConfirmation(lines: CartLine[]): boolean {
  return lines.some((line) => line.product.type !== PHYSICAL);
}

/**
 * The form/API input, checked with the schema that fits the cart (address only for Physical SIMs).
 * The order's e-mails go to the account's own address, whatever was typed: checkout must not
 * become a way to send the shop's e-mails to anyone.
 */
export function parseCheckoutInput(lines: CartLine[], raw: unknown, customer: CustomerSession) {
  const user = customer.user;
  const fallbackName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
  const input = {
    customerName: fallbackName,
    ...(raw && typeof raw === "object" ? stripEmpty(raw as Record<string, unknown>) : {}),
    customerEmail: user.email,
  };
  // Every field's error at once: the tick is a field of the schema, not a check after it.
  const base = needsShipping(lines) ? ShippingCheckoutSchema : CheckoutSchema;
  return needsDeviceConfirmation(lines)
    ? base.extend(DEVICE_CONFIRMED_REQUIRED).safeParse(input)
    : base.safeParse(input);
}

function stripEmpty(raw: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== "" && v !== null && v !== undefined));
}

export interface CheckoutStart {
  customer: CustomerSession;
  input: z.output<typeof CheckoutSchema>;
  /** The site's origin, for Stripe's return URLs. */
  origin: string;
  /** The client's address, for the checkout rate limit. */
  client: string;
  now?: number;
}

/**
 * "Pay RM X": the order, its items (a snapshot of name, type, price and quantity) and the Physical
 * SIM reservations in ONE batch; a reservation that finds too little stock makes the batch fail
 * (stock_guard's CHECK) so no order exists. Then the Checkout Session, whose id the order keeps.
 */
export async function startCheckout(
  db: Database,
  env: Env,
  checkout: CheckoutStart,
): Promise<CheckoutResult> {
  const { customer, input, origin, client, now = Date.now() } = checkout;
  const config = await paymentConfig(db, env);
  if (!config.keys) throw new UnavailableError("Card payments are not configured yet (demo mode)");
  await assertEmailVerifiedForCheckout(db, customer.user.id);
  const lines = await listCart(db, { userId: customer.user.id });
  if (lines.length === 0) throw new InvalidError("Please add items to your cart before checkout");
  await limitCheckouts(db, customer.user.id, client, now);
  await cancelEarlierCheckouts(db, env, customer.user.id, now);
  const physical = lines.filter((line) => line.product.type === PHYSICAL);
  const totalSen = lines.reduce((sum, line) => sum + line.product.priceSen * line.quantity, 0);
  const expiresAt = new Date(now + CHECKOUT_TTL_MS);
  const shipping: ShippingAddress | null = physical.length
    ? {
        customerName: input.customerName,
        address: input.address ?? "",
        city: input.city ?? "",
        state: input.state ?? "",
        postalCode: input.postalCode ?? "",
        country: input.country ?? "",
      }
    : null;

  // The order just inserted has the largest id: D1 runs a batch as one transaction.
  const newOrderId = sql`(select max(id) from orders)`;
  const placeOrder = db
    .insert(orders)
    .values({
      userId: customer.user.id,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      totalAmountSen: totalSen,
      status: "pending",
      currency: "myr",
      shippingAddress: shipping,
      expiresAt,
      stockState: physical.length ? "reserved" : "none",
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: orders.id });
  const followers = [
    db.insert(orderEvents).values({
      orderId: newOrderId,
      fromStatus: null,
      toStatus: "pending",
      cause: `customer:${customer.user.id}`,
      // Kept with the order: a refund asked for "my phone has no eSIM" is read against it.
      note: input.deviceConfirmed
        ? "Checkout started; the customer confirmed their phone supports eSIM and is unlocked"
        : "Checkout started",
      createdAt: new Date(now),
    }),
    orderReceivedForNewOrder(db, newOrderId, input.customerEmail, customer.user.id),
    ...lines.map((line) =>
      db.insert(orderItems).values({
        orderId: newOrderId,
        productId: line.product.id,
        quantity: line.quantity,
        priceSen: line.product.priceSen,
        productName: line.product.name,
        productType: line.product.type,
        createdAt: new Date(now),
      }),
    ),
    ...physical.flatMap((line) => [
      db
        .update(inventory)
        .set({
          reservedQuantity: sql`${inventory.reservedQuantity} + ${line.quantity}`,
          lastUpdated: new Date(now),
        })
        .where(
          and(
            eq(inventory.productId, line.product.id),
            sql`${inventory.stockQuantity} - ${inventory.reservedQuantity} >= ${line.quantity}`,
          ),
        ),
      // Matches (and fails the whole batch on stock_guard's CHECK) only when the reservation above did not.
      db.insert(stockGuard).select(sql`select 0 where changes() = 0`),
    ]),
  ];

  let orderId: number;
  try {
    const [placed] = await db.batch([placeOrder, ...followers]);
    orderId = placed[0]?.id ?? 0;
  } catch (error) {
    if (
      /stock_guard/i.test(`${(error as Error)?.message} ${String((error as { cause?: unknown })?.cause)}`)
    ) {
      throw await outOfStock(db, physical);
    }
    throw error;
  }

  let session: Awaited<ReturnType<typeof createCheckoutSession>>;
  try {
    session = await createCheckoutSession(config.keys, {
      orderId,
      customerEmail: input.customerEmail,
      lines: lines.map((line) => ({
        name: line.product.name,
        description: `${line.product.type} · ${line.product.data} · ${line.product.duration}`,
        unitAmountSen: line.product.priceSen,
        quantity: line.quantity,
      })),
      successUrl: `${origin}/checkout/success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/checkout/cancel?order=${orderId}`,
      expiresAt,
    });
  } catch (error) {
    // No session: the order never could be paid. Cancel it and give its stock back.
    await db.batch([
      ...moveStatements(db, {
        orderId,
        from: "pending",
        to: "cancelled",
        cause: "system:checkout",
        note: "The payment provider could not be reached",
      }),
      ...releaseStockStatements(db, orderId),
      // The order was never placed after all: its "order received" e-mail is not sent.
      db.delete(emailOutbox).where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.status, "queued"))),
    ]);
    throw error;
  }
  if (!session.url) throw new UnavailableError("The payment provider returned no payment page");
  await db
    .update(orders)
    .set({
      stripeCheckoutSessionId: session.id,
      paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : null,
    })
    .where(eq(orders.id, orderId));
  await dispatchOrderEmails(env, db, orderId);
  return { orderId, url: session.url };
}

/** "Only N left of <plan>" for the first line the stock could not cover. */
async function outOfStock(db: Database, physical: CartLine[]) {
  const rows = await db
    .select({
      productId: inventory.productId,
      available: sql<number>`${inventory.stockQuantity} - ${inventory.reservedQuantity}`,
    })
    .from(inventory)
    .where(
      inArray(
        inventory.productId,
        physical.map((line) => line.product.id),
      ),
    );
  const available = new Map(rows.map((r) => [r.productId, Math.max(0, Number(r.available))]));
  const short = physical.find((line) => (available.get(line.product.id) ?? 0) < line.quantity) ?? physical[0];
  const left = short ? (available.get(short.product.id) ?? 0) : 0;
  const name = short?.product.name ?? "this plan";
  return new ConflictError(`Only ${left} left of ${name}`, { productId: short?.product.id, available: left });
}
