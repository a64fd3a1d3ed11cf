import type { MessageKey, Translate } from "~/lib/i18n";
import { type CustomerOrderState, customerOrderStateOf, type OrderStateFacts } from "~/schemas/order-state";

/** Where an order's next step leads: the eSIM page, this page again, the cart, the shop or support. */
export type OrderActionKind = "install" | "refresh" | "order" | "cart" | "shop" | "support";

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
};

/** The catalogue keys of one state's heading, sentence and action label. */
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
  return {
    heading: t(keys.heading),
    text: t(keys.text),
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
