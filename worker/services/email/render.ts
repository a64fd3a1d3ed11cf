import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "../../../app/lib/locale";
import type { Database } from "../../db/client";
import {
  type EsimAlertLevel,
  type emailOutbox,
  esims,
  fulfilments,
  orderItems,
  orders,
  products,
  receipts,
} from "../../db/schema";
import type { AppConfig } from "../../env";
import { esimQrUrl } from "../fulfilment/esim-qr-link";
import { lineName } from "../orders/line-name";
import { esimReadyEmail } from "./esim-ready";
import { lineRefundEmail, orderEmail } from "./order-email";
import {
  type EmailTemplate,
  esimAlertEmail,
  type OrderSummary,
  type RenderedEmail,
  simShippedEmail,
  type TemplateContext,
} from "./templates";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** The brand, the site and the reader's language (English for staff and for rows queued before it). */
export function templateContext(config: AppConfig, locale: Locale = "en"): TemplateContext {
  return { brand: config.BRAND_NAME, siteUrl: config.SITE_URL.replace(/\/+$/, ""), locale };
}

async function orderSummary(db: Database, orderId: number, locale: Locale): Promise<OrderSummary | null> {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) return null;
  // A top-up's eSIM and what its one line adds: its e-mails name the eSIM and build the line's words.
  const topup =
    order.kind === "topup" && order.topupIccid
      ? await db
          .select({ dataMb: products.dataMb, days: products.durationDays })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(eq(orderItems.orderId, orderId))
          .get()
      : undefined;
  const receipt = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.orderId, orderId))
    .get();
  const items = await db
    // The line's own name as ordered, in the reader's language (decision 0075).
    .select({
      id: orderItems.id,
      name: lineName(locale),
      quantity: orderItems.quantity,
      priceSen: orderItems.priceSen,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return {
    id: order.id,
    customerName: order.customerName,
    // What was paid, card and credit together, as the receipt says.
    totalAmountSen: order.totalAmountSen + order.creditAmountSen,
    kind: order.kind,
    topup: topup && order.topupIccid ? { iccid: order.topupIccid, ...topup } : null,
    items,
    discountSen: order.discountAmountSen,
    promoCode: order.promoCode,
    referralSen: order.referralDiscountSen,
    creditSen: order.creditAmountSen,
    receiptNumber: receipt?.number ?? null,
  };
}

/** What an outbox row's payload carries besides its template: the ids its e-mail reads afresh. */
interface OutboxPayload {
  /** The recipient's language when the row was queued (outboxInsert). */
  locale?: string;
  orderId?: number;
  fulfilmentId?: number;
  amountSen?: number;
  /** A line's refund: the line refunded (the e-mail names it and what it sent back). */
  orderItemId?: number;
  esimId?: number;
  level?: EsimAlertLevel;
}

/** The order's eSIMs with their install details, each QR image at a signed address when a secret is set. */
async function esimsToInstall(db: Database, ctx: TemplateContext, orderId: number, qrSecret: string | null) {
  const rows = await db
    .select({
      id: esims.id,
      productName: lineName(ctx.locale),
      iccid: esims.iccid,
      smdpAddress: esims.smdpAddress,
      activationCode: esims.activationCode,
      lpa: esims.lpa,
    })
    .from(esims)
    .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(esims.orderId, orderId))
    .orderBy(esims.id);
  const now = Date.now();
  return Promise.all(
    rows.map(async ({ id, ...esim }) => ({
      ...esim,
      qrImageUrl: qrSecret ? await esimQrUrl(qrSecret, ctx.siteUrl, { esimId: id, now }) : null,
    })),
  );
}

/** The eSIM an alert is about, with the plan's name as bought in the reader's language (decision 0075). */
function alertedEsim(db: Database, locale: Locale, esimId: number) {
  return db
    .select({ iccid: esims.iccid, planName: lineName(locale) })
    .from(esims)
    .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(esims.id, esimId))
    .get();
}

/** The posted line a shipping e-mail names, with its carrier and tracking number. */
function shippedLine(db: Database, locale: Locale, fulfilmentId: number) {
  return db
    .select({
      productName: lineName(locale),
      carrier: fulfilments.carrier,
      trackingNumber: fulfilments.trackingNumber,
    })
    .from(fulfilments)
    .innerJoin(orderItems, eq(orderItems.id, fulfilments.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(fulfilments.id, fulfilmentId))
    .get();
}

/**
 * Subject and bodies of an outbox row from the current data (rows written inside SQL batches).
 * `qrSecret` signs the eSIM e-mail's QR image addresses (decision 0037); the eSIM e-mail is drawn
 * afresh every time, so a resend carries addresses that live their full 30 days.
 */
export async function renderOutboxRow(
  db: Database,
  config: AppConfig,
  row: OutboxRow,
  qrSecret: string | null = null,
): Promise<RenderedEmail> {
  if (row.subject && row.textBody && row.template !== "esim_ready")
    return { subject: row.subject, text: row.textBody, html: row.htmlBody ?? "" };
  const payload = JSON.parse(row.payload) as OutboxPayload;
  const ctx = templateContext(config, isLocale(payload.locale) ? payload.locale : "en");
  const orderId = payload.orderId ?? row.orderId;
  const template = row.template as EmailTemplate;
  if (orderId === null || orderId === undefined)
    throw new Error(`Outbox ${row.id}: ${template} needs an order`);
  const order = await orderSummary(db, orderId, ctx.locale);
  if (!order) throw new Error(`Outbox ${row.id}: order ${orderId} is gone`);
  switch (template) {
    case "order_received":
    case "payment_confirmed":
      return orderEmail(ctx, template, order);
    case "topup_failed":
    case "topup_added":
      return orderEmail(ctx, template, order);
    case "refund_issued": {
      const line = order.items.find((item) => item.id === payload.orderItemId);
      if (line && payload.amountSen !== undefined)
        return lineRefundEmail(ctx, order, line, payload.amountSen);
      return orderEmail(ctx, template, order, payload.amountSen);
    }
    case "esim_ready":
      return esimReadyEmail(ctx, order, await esimsToInstall(db, ctx, orderId, qrSecret));
    case "esim_alert": {
      const esim = await alertedEsim(db, ctx.locale, payload.esimId ?? -1);
      if (!esim || !payload.level) throw new Error(`Outbox ${row.id}: eSIM alert without its eSIM`);
      return esimAlertEmail(ctx, { customerName: order.customerName, ...esim, level: payload.level });
    }
    case "sim_shipped": {
      const line = await shippedLine(db, ctx.locale, payload.fulfilmentId ?? -1);
      if (!line?.carrier || !line.trackingNumber) throw new Error(`Outbox ${row.id}: shipment not found`);
      return simShippedEmail(ctx, order, {
        productName: line.productName,
        carrier: line.carrier,
        trackingNumber: line.trackingNumber,
      });
    }
    default:
      // Link e-mails carry secrets that are never stored outside the row: rendered when written.
      throw new Error(`Outbox ${row.id}: ${template} must be rendered when it is written`);
  }
}
