import { formatRm } from "../../../app/lib/money";
import { topupData } from "../../../app/lib/topup-line";
import type { MessageKey } from "../../../app/lib/translate";
import { iccidTail } from "../../../app/schemas/topups";
import {
  creditPaid,
  emailT,
  esc,
  itemsHtml,
  itemsText,
  layout,
  lineName,
  type OrderSummary,
  ordersLink,
  pageLink,
  type RenderedEmail,
  receiptLink,
  type TemplateContext,
} from "./templates";

// The e-mails about an order's money and its top-up: received, paid, refunded, and a top-up added
// to (or refused by) the eSIM. A top-up's words name the eSIM it adds to; nothing comes to install.

export type OrderTemplate =
  | "order_received"
  | "payment_confirmed"
  | "refund_issued"
  | "topup_failed"
  | "topup_added";

const ORDER_WORDS = {
  order_received: ["email.order.received.subject", "email.order.received.lead"],
  payment_confirmed: ["email.order.paid.subject", "email.order.paid.lead"],
  refund_issued: ["email.order.refund.subject", "email.order.refund.lead"],
  topup_failed: ["email.order.topupFailed.subject", "email.order.topupFailed.lead"],
  topup_added: ["email.order.topupAdded.subject", "email.order.topupAdded.lead"],
} as const satisfies Record<OrderTemplate, readonly [MessageKey, MessageKey]>;

/** A top-up says so from the first e-mail: it adds to eSIM …1234, nothing comes to install. */
const TOPUP_WORDS = {
  order_received: ["email.order.topupReceived.subject", "email.order.topupReceived.lead"],
  payment_confirmed: ["email.order.topupPaid.subject", "email.order.topupPaid.lead"],
} as const satisfies Partial<Record<OrderTemplate, readonly [MessageKey, MessageKey]>>;

function orderWords(template: OrderTemplate, order: OrderSummary) {
  if (order.kind === "topup" && (template === "order_received" || template === "payment_confirmed"))
    return TOPUP_WORDS[template];
  return ORDER_WORDS[template];
}

export function orderEmail(
  ctx: TemplateContext,
  template: OrderTemplate,
  order: OrderSummary,
  /** What this refund sent back when it is less than the order (one line's). */
  refundedSen = order.totalAmountSen,
): RenderedEmail {
  const t = emailT(ctx);
  const [subjectKey, leadKey] = orderWords(template, order);
  const topup = order.topup;
  const tail = topup ? iccidTail(topup.iccid) : "";
  const subject = t(subjectKey, { id: order.id, tail });
  const lead = t(leadKey, {
    amount: formatRm(refundedSen),
    tail,
    data: topup ? topupData(t, topup.dataMb) : "",
    days: topup?.days ?? 0,
  });
  // A top-up's data shows on My eSIMs; every other e-mail points at the orders.
  const added = template === "topup_added";
  const link = added ? pageLink(ctx, "/my-esims") : ordersLink(ctx);
  const linkLabel = added ? t("email.order.seeEsims") : t("email.order.yourOrders");
  const linkButton = added ? t("email.order.seeEsims") : t("email.order.seeOrders");
  const hi = t("email.greeting", { name: order.customerName });
  const receipt = template === "payment_confirmed" ? receiptLink(ctx, order) : { text: "", html: "" };
  const text = `${hi}\n\n${lead}\n\n${t("email.order.number", { id: order.id })}\n${itemsText(ctx, order)}\n${t("email.order.totalLine", { amount: formatRm(order.totalAmountSen) })}${creditPaid(ctx, order).text}${receipt.text}\n\n${t("email.linkLine", { label: linkLabel, link })}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(lead)}</p>${itemsHtml(ctx, order)}${receipt.html}<p><a href="${esc(link)}">${esc(linkButton)}</a></p>`,
  );
  return { subject, text, html };
}

/**
 * One line's refund: the e-mail names the plan refunded and what this refund sent back, in exact
 * sen, and shows that line alone, never the whole order's total as if all of it came back.
 */
export function lineRefundEmail(
  ctx: TemplateContext,
  order: OrderSummary,
  line: OrderSummary["items"][number],
  refundedSen: number,
): RenderedEmail {
  const t = emailT(ctx);
  const plan = lineName(ctx, order, line.name);
  const amount = formatRm(refundedSen);
  const subject = t("email.order.refund.lineSubject", { id: order.id, plan });
  const lead = t("email.order.refund.lineLead", { amount, plan });
  const refunded = t("email.order.refund.refundedLine", { amount });
  const link = ordersLink(ctx);
  const hi = t("email.greeting", { name: order.customerName });
  const text = `${hi}\n\n${lead}\n\n${t("email.order.number", { id: order.id })}\n- ${plan} x ${line.quantity}\n${refunded}\n\n${t("email.linkLine", { label: t("email.order.yourOrders"), link })}\n\n${ctx.brand}`;
  const html = layout(
    ctx,
    subject,
    `<p>${esc(hi)}</p><p>${esc(lead)}</p><table style="width:100%;border-collapse:collapse"><tr><td style="padding:4px 0">${esc(plan)} x ${line.quantity}</td><td style="text-align:right;font-weight:bold">${esc(amount)}</td></tr></table><p>${esc(refunded)}</p><p><a href="${esc(link)}">${esc(t("email.order.seeOrders"))}</a></p>`,
  );
  return { subject, text, html };
}
