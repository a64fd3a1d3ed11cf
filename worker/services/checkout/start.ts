import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../app/lib/locale";
import { formatData } from "../../../app/lib/plan-format";
import type { HoldRule } from "../../../app/schemas/admin/settings";
import type { CartLine } from "../../../app/schemas/cart";
import type { CustomerSession } from "../../auth/session";
import type { Database } from "../../db/client";
import { inventory, type ShippingAddress, stockGuard } from "../../db/schema";
import { serverT } from "../../i18n/catalogues";
import { productNamesIn } from "../catalogue/translated";
import { checkoutCredit, STRIPE_MINIMUM_SEN } from "../credit/checkout-credit";
import { isCreditGuard } from "../credit/ledger";
import { ConflictError, InvalidError, UnavailableError } from "../errors";
import { paymentConfig } from "../payments/config";
import { promoForCheckout } from "../promotions/cart-promo";
import { holdPromotionStatements, isPromotionGuard } from "../promotions/holds";
import { promoRefused } from "../promotions/rules";
import { listCart } from "./cart";
import { type CheckoutInput, PHYSICAL, parseCheckoutInput } from "./checkout-input";
import { completeWithCredit } from "./credit-paid";
import { cancelEarlierCheckouts, limitCheckouts } from "./guards";
import { type HeldLine, type Holder, holdAllowedSql, holderOf, holdRefusal } from "./hold-caps";
import { readHoldRule } from "./hold-rule";
import {
  type CheckoutResult,
  openPaymentOrder,
  type PaymentLine,
  type PaymentOrderDraft,
  placeOrder,
} from "./payment-order";
import { resumePendingCheckout } from "./resume";
import { assertEmailVerifiedForCheckout } from "./verification";

interface CheckoutStart {
  customer: CustomerSession;
  /** Where Stripe's return URLs start: the origin, and the language prefix of the page paid from. */
  origin: string;
  /** The language of the page paid from, which Stripe's page names the lines in; English by default. */
  locale?: Locale;
  /** The client's address, for the checkout rate limit. */
  client: string;
  /** The browser's device cookie: the referrer's own browser gets no friend's RM 10 (decision 0062). */
  deviceTokens?: string[];
  now?: number;
}

/**
 * The fields as posted (a form's strings or the API's JSON), checked against the cart's schema; or
 * fields already checked by that schema (a guest's, before their account was made).
 */
export type CheckoutFields = { raw: unknown } | { input: CheckoutInput };
export type CheckoutRequest = CheckoutStart & CheckoutFields;

/**
 * Checkout's one sequence, for the page and the API alike: the cart listed once, the posted fields
 * parsed against the schema that cart needs (field errors), then the checkout started on those lines.
 */
export async function beginCheckout(
  db: Database,
  env: Env,
  request: CheckoutRequest,
): Promise<{ ok: false; error: z.ZodError } | { ok: true; started: CheckoutResult }> {
  const lines = await listCart(db, { userId: request.customer.user.id });
  if ("input" in request) return { ok: true, started: await startCheckout(db, env, { ...request, lines }) };
  const { raw, ...checkout } = request;
  const parsed = parseCheckoutInput(lines, raw, checkout.customer);
  if (!parsed.success) return { ok: false, error: parsed.error };
  return { ok: true, started: await startCheckout(db, env, { ...checkout, input: parsed.data, lines }) };
}

/**
 * "Pay RM X": the order, its items (a snapshot of name, type, price and quantity) and the Physical
 * SIM reservations in ONE batch; a reservation that finds too little stock makes the batch fail
 * (stock_guard's CHECK) so no order exists. Then the Checkout Session, whose id the order keeps.
 */
async function startCheckout(
  db: Database,
  env: Env,
  checkout: CheckoutStart & { input: CheckoutInput; lines: CartLine[] },
): Promise<CheckoutResult> {
  const { customer, input, lines, origin, client, now = Date.now() } = checkout;
  const config = await paymentConfig(db, env);
  await assertEmailVerifiedForCheckout(db, customer.user.id);
  if (lines.length === 0)
    throw new InvalidError({ key: "forms.please_add_items_to_your_cart_before_checkout" });
  const physical = lines.filter((line) => line.product.type === PHYSICAL);
  const shipping: ShippingAddress | null = physical.length
    ? {
        customerName: input.customerName,
        address: input.address ?? "",
        city: input.city ?? "",
        state: input.state ?? "",
        postalCode: input.postalCode ?? "",
        country: input.country ?? "",
        phone: input.phone ?? "",
      }
    : null;
  // Paying the order that already holds this cart's stock is not a new hold (decision 0063).
  if (physical.length) {
    const resumed = await resumePendingCheckout(db, config.keys, {
      userId: customer.user.id,
      lines,
      shipping,
    });
    if (resumed) return resumed;
  }
  await limitCheckouts(db, customer.user.id, client, now);
  const holder = await holderOf(customer.user.id, client);
  const rule = await readHoldRule(db);
  const held = heldLines(physical);
  // Before the earlier checkout lets go of its stock: a refusal here leaves that order payable.
  const refused = await holdRefusal(db, holder, { lines: held, now, rule });
  if (refused) throw refused;
  await cancelEarlierCheckouts(db, env, customer.user.id, now);
  const promo = await checkoutPromo(db, customer.user.id, lines, now);
  const subtotalSen = lines.reduce((sum, line) => sum + line.product.priceSen * line.quantity, 0);
  const credit = await checkoutCredit(db, {
    userId: customer.user.id,
    subtotalSen,
    promotionSen: promo?.discount.amountSen ?? 0,
    useCredit: input.useCredit === true,
    deviceTokens: checkout.deviceTokens ?? [],
    now,
  });
  // Credit alone pays: no card, so no Stripe keys needed.
  if (credit.cardSen > 0 && !config.keys) {
    throw new UnavailableError({ key: "forms.card_payments_are_not_configured_yet_demo_mode" });
  }
  const locale = checkout.locale ?? "en";
  const paymentLines = await namedLines(db, lines, locale);
  try {
    const draft: PaymentOrderDraft = {
      keys: config.keys,
      customer: { userId: customer.user.id, email: input.customerEmail, name: input.customerName },
      lines: paymentLines,
      order: {
        kind: "plan",
        shippingAddress: shipping,
        stockState: physical.length ? "reserved" : "none",
        holdClient: physical.length ? holder.client : null,
      },
      // Kept with the order: a refund asked for "my phone has no eSIM" is read against it.
      note: input.deviceConfirmed
        ? "Checkout started; the customer confirmed their phone supports eSIM and is unlocked"
        : "Checkout started",
      ...(promo ? { discount: promo.discount } : {}),
      referralSen: credit.referralSen,
      creditSen: credit.creditSen,
      holds: [
        ...reservationStatements(db, physical, { holder, rule, now }),
        ...(promo?.holds ?? []),
        ...credit.holds,
      ],
      origin,
      locale,
      now,
    };
    if (credit.cardSen > 0) return await openPaymentOrder(db, draft);
    const orderId = await placeOrder(db, draft);
    return await completeWithCredit(db, env, { orderId, userId: customer.user.id, origin, now });
  } catch (error) {
    throw await lostRace(db, error, { holder, held, physical, now, rule });
  }
}

/** The batch failed on a guard: what another checkout took between the checks and this batch. */
async function lostRace(
  db: Database,
  error: unknown,
  race: { holder: Holder; held: HeldLine[]; physical: CartLine[]; now: number; rule: HoldRule },
): Promise<unknown> {
  // The credit was spent by another checkout between the read and this batch.
  if (isCreditGuard(error)) {
    return new ConflictError("Your credit balance has changed; please check the total and try again");
  }
  // Another checkout took the code's last use between the check and this batch.
  if (isPromotionGuard(error)) return promoRefused("used_up");
  if (/stock_guard/i.test(`${(error as Error)?.message} ${String((error as { cause?: unknown })?.cause)}`)) {
    // Another checkout (this holder's, or anyone's for the stock) committed between the checks and this batch.
    const { holder, held, now, rule } = race;
    return (
      (await holdRefusal(db, holder, { lines: held, now, rule })) ?? (await outOfStock(db, race.physical))
    );
  }
  return error;
}

/**
 * The cart's lines as the order keeps them: the name in each language as the shop names the plan
 * today (decision 0075), and the small print of Stripe's page in the language paid in.
 */
async function namedLines(db: Database, lines: CartLine[], locale: Locale): Promise<PaymentLine[]> {
  const names = await productNamesIn(
    db,
    lines.map((line) => line.product.id),
  );
  const t = serverT(locale);
  return lines.map(({ product, quantity }) => {
    const name = names.get(product.id);
    const type = product.type === PHYSICAL ? t("planCard.type.physical") : product.type;
    const data = product.dataMb === null ? t("planCard.unlimited") : formatData(product.dataMb);
    return {
      productId: product.id,
      productName: product.name,
      productNameMs: name?.ms ?? product.name,
      productNameZh: name?.zh ?? product.name,
      productType: product.type,
      priceSen: product.priceSen,
      quantity,
      description: `${type} · ${data} · ${t("planCard.days", { count: product.durationDays })}`,
    };
  });
}

/** The cart's code, checked again, with the hold that goes into the order's batch; null without one. */
async function checkoutPromo(db: Database, userId: number, lines: CartLine[], now: number) {
  const subtotalSen = lines.reduce((sum, line) => sum + line.product.priceSen * line.quantity, 0);
  const applied = await promoForCheckout(db, userId, subtotalSen, now);
  if (!applied || applied.discountSen === 0) return null;
  if (subtotalSen - applied.discountSen < STRIPE_MINIMUM_SEN) {
    throw new InvalidError(
      { key: "promo.error.belowMinimumCharge" },
      {
        field: "code",
        reason: "below_minimum_charge",
      },
    );
  }
  const { promotion } = applied;
  return {
    discount: { code: promotion.code, amountSen: applied.discountSen },
    holds: holdPromotionStatements(db, {
      promotionId: promotion.id,
      userId,
      maxRedemptions: promotion.maxRedemptions,
      perCustomer: promotion.perCustomer,
      now,
    }),
  };
}

const heldLines = (physical: CartLine[]): HeldLine[] =>
  physical.map((line) => ({ productId: line.product.id, name: line.product.name, quantity: line.quantity }));

/**
 * The Physical SIM reservations; a reservation that finds too little stock, or that would take the
 * holder past their share or back within the cool-down (hold-caps.ts), fails the whole batch.
 */
function reservationStatements(
  db: Database,
  physical: CartLine[],
  hold: { holder: Holder; rule: HoldRule; now: number },
) {
  const { holder, rule, now } = hold;
  return physical.flatMap((line) => [
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
          holdAllowedSql(holder, rule, { productId: line.product.id, now }),
        ),
      ),
    // Matches (and fails the whole batch on stock_guard's CHECK) only when the reservation above did not.
    db.insert(stockGuard).select(sql`select 0 where changes() = 0`),
  ]);
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
