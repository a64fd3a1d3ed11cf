import type { Locale } from "~/lib/locale";
import { topupLineText } from "~/lib/topup-line";
import type { MessageKey, Translate } from "~/lib/translate";
import { type CustomerOrderState, customerOrderStateOf, type OrderStateFacts } from "~/schemas/order-state";
import { iccidTail } from "~/schemas/topups";

/**
 * Where an order's next step leads: the eSIM page, this page again, the cart, the shop, support,
 * or My eSIMs (a top-up: nothing to install, the data shows there).
 */
export type OrderActionKind = "install" | "refresh" | "order" | "cart" | "shop" | "support" | "esims";

export interface OrderStateWords {
  heading: string;
  text: string;
  /** The one next step the page offers first. */
  action: { kind: OrderActionKind; label: string };
  /** How the page marks it: done (a tick), waiting (a clock) or a problem. */
  tone: "done" | "waiting" | "problem";
}

/**
 * What a customer reads about an order, by its state alone: the payment result page, My Orders and
 * the order page all take their heading, text and first action from here. The words themselves are
 * the catalogue's `orderState.<state>.heading | text | action` (messages/*.json); this says where
 * the action leads and how the state is marked. A delivered order never says "preparing".
 * @unitTested by `tests/unit/order-words.test.ts`
 */
export const ORDER_STATE_STEPS: Record<
  CustomerOrderState,
  { action: OrderActionKind; tone: OrderStateWords["tone"] }
> = {
  pending: { action: "refresh", tone: "waiting" },
  awaiting_bank: { action: "refresh", tone: "waiting" },
  paid: { action: "refresh", tone: "waiting" },
  posting: { action: "order", tone: "done" },
  delivered: { action: "install", tone: "done" },
  shipped: { action: "install", tone: "done" },
  arrived: { action: "install", tone: "done" },
  failed: { action: "support", tone: "problem" },
  cancelled: { action: "cart", tone: "problem" },
  refunded: { action: "shop", tone: "done" },
  partly_refunded: { action: "install", tone: "done" },
  topup_paid: { action: "refresh", tone: "waiting" },
  topup_delivered: { action: "esims", tone: "done" },
  topup_failed: { action: "support", tone: "problem" },
};

/**
 * The catalogue keys of one state's heading, sentence and action label.
 * @unitTested by `tests/unit/order-words.test.ts`
 */
export function orderStateKeys(state: CustomerOrderState) {
  return {
    heading: `orderState.${state}.heading`,
    text: `orderState.${state}.text`,
    action: `orderState.${state}.action`,
  } as const satisfies Record<string, MessageKey>;
}

/** The words for one order in the page's language (see `customerOrderStateOf` for its state). */
export function orderStateWords(order: OrderStateFacts, t: Translate): OrderStateWords {
  const state = customerOrderStateOf(order);
  const keys = orderStateKeys(state);
  const { action, tone } = ORDER_STATE_STEPS[state];
  // A top-up's words name the eSIM it adds to ("…1234"); the other states take no value.
  const values = { tail: order.topupIccid ? iccidTail(order.topupIccid) : "" };
  return {
    heading: t(keys.heading, values),
    text: t(keys.text, values),
    action: { kind: action, label: t(keys.action) },
    tone,
  };
}

/** Where an action leads for order `id`; `here` is the page itself (for "Check again"). */
export function orderActionHref(kind: OrderActionKind, id: number, here: string): string {
  switch (kind) {
    case "install":
      return `/my-orders/${id}/esim`;
    case "refresh":
      return here;
    case "order":
      return `/my-orders/${id}`;
    case "cart":
      return "/cart";
    case "shop":
      return "/shop";
    case "support":
      return "/support";
    case "esims":
      return "/my-esims";
  }
}

/**
 * A refund request, told in a whole sentence whatever its state: the message takes `{on}`, when it
 * was made, already written in the page's language by the loader.
 */
export const REFUND_REQUEST_KEYS = {
  requested: "orderState.refundRequest.requested",
  approved: "orderState.refundRequest.approved",
  declined: "orderState.refundRequest.declined",
} as const satisfies Record<"requested" | "approved" | "declined", MessageKey>;

/** What a line needs to be named: a top-up's name is built from its parts, a plan keeps its own. */
interface NamedLine {
  name: string;
  kind?: "plan" | "topup";
  dataMb?: number | null;
  days?: number;
}

/** A line's name in the page's language: a top-up's from its eSIM and figures, a plan's as stored. */
export function orderLineName(t: Translate, order: { topupIccid?: string | null }, line: NamedLine): string {
  if (!order.topupIccid || line.kind !== "topup" || line.days === undefined) return line.name;
  return topupLineText(t, order.topupIccid, { dataMb: line.dataMb ?? null, days: line.days });
}

/** The notes the shop itself writes on an order's moves, by their words (worker/services/**). */
const OWN_NOTES: Record<string, MessageKey> = {
  "Checkout started": "orders.note.checkoutStarted",
  "Checkout started; the customer confirmed their phone supports eSIM and is unlocked":
    "orders.note.checkoutStartedDevice",
  "Top-up started": "orders.note.topupStarted",
  "The payment provider could not be reached": "orders.note.providerUnreachable",
  "Checkout expired": "orders.note.checkoutExpired",
  "Checkout session expired": "orders.note.sessionExpired",
  "Replaced by a newer checkout": "orders.note.replaced",
  "Payment failed": "orders.note.paymentFailed",
  "Awaiting a delayed payment method": "orders.note.awaitingDelayed",
  "Cancelled by staff": "orders.note.cancelledByStaff",
  "Customer cancelled after leaving the payment page": "orders.note.cancelledByCustomer",
};

const REFUNDED_NOTE = /^Refunded (RM [\d,]+\.\d{2})$/;

/**
 * A line of the order's status history in the page's language: the shop's own notes are
 * translated; any other note (a supplier's error, say) is shown only on the English page, where it
 * was written, and left out of the others rather than shown in English. Null: no note.
 */
export function orderNoteText(t: Translate, locale: Locale, note: string | null): string | null {
  if (!note) return null;
  const key = OWN_NOTES[note];
  if (key) return t(key);
  const refunded = REFUNDED_NOTE.exec(note);
  if (refunded) return t("orders.note.refunded", { amount: refunded[1] ?? "" });
  return locale === "en" ? note : null;
}
