import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Locale } from "../../../app/lib/locale";
import { formatRm } from "../../../app/lib/money";
import type { Database } from "../../db/client";
import {
  type ItemKind,
  orderEvents,
  orderItems,
  orders,
  type ProductType,
  type ShippingAddress,
  type STOCK_STATES,
} from "../../db/schema";
import { serverT } from "../../i18n/catalogues";
import { createCheckoutSession, type StripeKeys } from "../../integrations/stripe";
import { releaseCreditStatements } from "../credit/ledger";
import { UnavailableError } from "../errors";
import { moveStatements } from "../orders/lifecycle";
import { releasePromotionStatement } from "../promotions/holds";
import { discountedStripeLines } from "./discount-lines";
import { releaseStockStatements } from "./stock";

/** How long a Checkout Session (and the stock it holds) stays open. */
const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export interface CheckoutResult {
  orderId: number;
  url: string;
}

/**
 * One line as the order keeps it (a snapshot: its name in each language, decision 0075) and as
 * Stripe's page shows it.
 */
export interface PaymentLine {
  productId: number;
  productName: string;
  productNameMs: string;
  productNameZh: string;
  productType: ProductType;
  priceSen: number;
  quantity: number;
  /** The line's small print on Stripe's page, in the draft's language. */
  description: string;
}

/** A line's name as kept for `locale`. */
function paymentLineName(line: PaymentLine, locale: Locale): string {
  if (locale === "ms") return line.productNameMs;
  if (locale === "zh-Hans") return line.productNameZh;
  return line.productName;
}

export interface PaymentOrderDraft {
  /** Null only for an order the customer's credit pays in full (no card charge). */
  keys: StripeKeys | null;
  customer: { userId: number; email: string; name: string };
  lines: PaymentLine[];
  /** What kind of order: a plan checkout (with its shipping and stock) or a top-up of one eSIM. */
  order: {
    kind: ItemKind;
    topupIccid?: string | null;
    shippingAddress?: ShippingAddress | null;
    stockState?: (typeof STOCK_STATES)[number];
    /** The hashed client the stock is held for (checkout/hold-caps.ts), with stockState "reserved". */
    holdClient?: string | null;
  };
  /** The first event's note, kept with the order. */
  note: string;
  /** A promotion code's discount, in sen, kept with the order and taken off Stripe's lines. */
  discount?: { code: string; amountSen: number };
  /** A referred friend's RM 10 off and the customer's credit used, in sen (decision 0049). */
  referralSen?: number;
  creditSen?: number;
  /** Statements that must hold with the order (stock reservations): one fails, no order exists. */
  holds?: BatchItem<"sqlite">[];
  /** Where Stripe's return URLs start: the site's origin, plus "/ms" or "/zh" when paid from such a page. */
  origin: string;
  /** The language of the page paid from: Stripe's page names the lines in it. */
  locale: Locale;
  now: number;
}

/** What the card is charged: the lines, less the code's discount, the friend's RM 10 and the credit. */
function cardAmountOf(draft: Pick<PaymentOrderDraft, "lines" | "discount" | "referralSen" | "creditSen">) {
  const subtotalSen = draft.lines.reduce((sum, line) => sum + line.priceSen * line.quantity, 0);
  const offSen = (draft.discount?.amountSen ?? 0) + (draft.referralSen ?? 0) + (draft.creditSen ?? 0);
  return { subtotalSen, offSen, totalSen: subtotalSen - offSen };
}

/**
 * The order, its first event and its lines (plus the caller's holds) in ONE batch: one hold that
 * fails (stock, a code's last use, credit spent meanwhile) and no order exists.
 */
export async function placeOrder(db: Database, draft: PaymentOrderDraft): Promise<number> {
  const { customer, lines, order, now } = draft;
  const { subtotalSen, totalSen } = cardAmountOf(draft);
  const expiresAt = new Date(now + CHECKOUT_TTL_MS);
  // The order just inserted has the largest id: D1 runs a batch as one transaction.
  const newOrderId = sql`(select max(id) from orders)`;
  const placeOrder = db
    .insert(orders)
    .values({
      userId: customer.userId,
      customerEmail: customer.email,
      customerName: customer.name,
      totalAmountSen: totalSen,
      subtotalAmountSen: subtotalSen,
      discountAmountSen: draft.discount?.amountSen ?? 0,
      promoCode: draft.discount?.code ?? null,
      referralDiscountSen: draft.referralSen ?? 0,
      creditAmountSen: draft.creditSen ?? 0,
      status: "pending",
      currency: "myr",
      kind: order.kind,
      topupIccid: order.topupIccid ?? null,
      shippingAddress: order.shippingAddress ?? null,
      expiresAt,
      stockState: order.stockState ?? "none",
      holdClient: order.holdClient ?? null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: orders.id });
  const followers = [
    db.insert(orderEvents).values({
      orderId: newOrderId,
      fromStatus: null,
      toStatus: "pending",
      cause: `customer:${customer.userId}`,
      note: draft.note,
      createdAt: new Date(now),
    }),
    ...lines.map((line) =>
      db.insert(orderItems).values({
        orderId: newOrderId,
        productId: line.productId,
        quantity: line.quantity,
        priceSen: line.priceSen,
        productName: line.productName,
        productNameMs: line.productNameMs,
        productNameZh: line.productNameZh,
        productType: line.productType,
        createdAt: new Date(now),
      }),
    ),
    ...(draft.holds ?? []),
  ];
  const [placed] = await db.batch([placeOrder, ...followers]);
  return placed[0]?.id ?? 0;
}

/** What comes off Stripe's lines, named as each line's small print says it, in the draft's language. */
function offStripeLines(draft: PaymentOrderDraft) {
  const t = serverT(draft.locale);
  const parts = [
    draft.discount?.amountSen ? draft.discount.code : null,
    draft.referralSen ? t("checkout.stripe.referral") : null,
    draft.creditSen ? t("checkout.stripe.credit") : null,
  ].filter(Boolean);
  const { offSen } = cardAmountOf(draft);
  if (offSen <= 0) return undefined;
  return {
    code: parts.join(" + "),
    amountSen: offSen,
    says: (code: string, sen: number) => t("checkout.stripe.off", { code, amount: formatRm(sen) }),
  };
}

/**
 * Every order the customer pays on Stripe's page starts here: the order (placeOrder), then the
 * Checkout Session, whose id the order keeps. No session: the order is cancelled, as if never placed.
 */
export async function openPaymentOrder(db: Database, draft: PaymentOrderDraft): Promise<CheckoutResult> {
  const { keys, customer, lines, origin, now } = draft;
  if (!keys) throw new UnavailableError({ key: "forms.card_payments_are_not_configured_yet_demo_mode" });
  const orderId = await placeOrder(db, draft);
  const expiresAt = new Date(now + CHECKOUT_TTL_MS);

  let session: Awaited<ReturnType<typeof createCheckoutSession>>;
  try {
    session = await createCheckoutSession(keys, {
      orderId,
      customerEmail: customer.email,
      lines: discountedStripeLines(
        lines.map((line) => ({ ...line, productName: paymentLineName(line, draft.locale) })),
        offStripeLines(draft),
      ),
      successUrl: `${origin}/checkout/success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/checkout/cancel?order=${orderId}`,
      expiresAt,
    });
    if (!session.url)
      throw new UnavailableError({ key: "forms.the_payment_provider_returned_no_payment_page" });
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
      releasePromotionStatement(db, orderId),
      ...releaseCreditStatements(db, orderId),
    ]);
    throw error;
  }
  await db
    .update(orders)
    .set({
      stripeCheckoutSessionId: session.id,
      paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : null,
    })
    .where(eq(orders.id, orderId));
  return { orderId, url: session.url };
}
