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
 * the order page all take their heading, text and first action from here (the languages issue
 * translates them). A delivered order never says "preparing".
 */
export const ORDER_STATE_WORDS: Record<CustomerOrderState, OrderStateWords> = {
  pending: {
    heading: "Waiting for your payment",
    text: "We have not received your payment yet. If you have just paid, it can take a moment to reach us; this page updates by itself.",
    action: { kind: "refresh", label: "Check again" },
    tone: "waiting",
  },
  awaiting_bank: {
    heading: "Waiting for your bank to confirm (FPX)",
    text: "You paid with FPX online banking, and your bank has not confirmed the payment yet. This usually takes a few minutes; this page updates by itself.",
    action: { kind: "refresh", label: "Check again" },
    tone: "waiting",
  },
  paid: {
    heading: "Payment received — preparing your eSIM",
    text: "Your payment is confirmed. Your eSIM is usually ready in under a minute; this page updates by itself.",
    action: { kind: "refresh", label: "Check again" },
    tone: "waiting",
  },
  posting: {
    heading: "Payment received — preparing your SIM card",
    text: "Your payment is confirmed. We will post your SIM card and e-mail you its tracking number.",
    action: { kind: "order", label: "View order" },
    tone: "done",
  },
  delivered: {
    heading: "Your eSIM is ready",
    text: "Install it now, while you are on Wi-Fi: it takes about two minutes. We have also e-mailed you its codes.",
    action: { kind: "install", label: "Install now" },
    tone: "done",
  },
  shipped: {
    heading: "Your SIM card is on its way",
    text: "We have posted your SIM card. Its tracking number is on the delivery page and in your e-mail.",
    action: { kind: "install", label: "Track delivery" },
    tone: "done",
  },
  failed: {
    heading: "We could not issue your eSIM yet",
    text: "Your payment went through, but our eSIM supplier has not delivered. Our team has been alerted and will either deliver it or refund you in full. There is no need to pay again.",
    action: { kind: "support", label: "Contact support" },
    tone: "problem",
  },
  cancelled: {
    heading: "This order was cancelled",
    text: "The payment did not go through, so nothing was charged. You can try again from your cart.",
    action: { kind: "cart", label: "Go to cart" },
    tone: "problem",
  },
  refunded: {
    heading: "This order was refunded",
    text: "We refunded this order to the way you paid; it can take 5 to 10 business days to appear.",
    action: { kind: "shop", label: "Browse plans" },
    tone: "done",
  },
  partly_refunded: {
    heading: "Part of this order was refunded",
    text: "We refunded part of this order to the way you paid; it can take 5 to 10 business days to appear. The rest of the order is still yours to use.",
    action: { kind: "install", label: "See your eSIMs" },
    tone: "done",
  },
};

/** The words for one order (see `customerOrderStateOf` for how its state is read). */
export function orderStateWords(order: OrderStateFacts): OrderStateWords {
  return ORDER_STATE_WORDS[customerOrderStateOf(order)];
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

/** A refund request, told in a whole sentence whatever its state (`on` is when it was made). */
export const REFUND_REQUEST_WORDS: Record<"requested" | "approved" | "declined", (on: string) => string> = {
  requested: (on) => `You asked for a refund on ${on}. We will answer within 24 hours.`,
  approved: (on) => `Your refund request of ${on} was approved.`,
  declined: (on) => `Your refund request of ${on} was declined. If you have questions, contact support.`,
};

/** The rest of the words of My Orders and the order page. */
export const ORDER_PAGE_WORDS = {
  listTitle: "My Orders",
  tabsLabel: "Which orders",
  activeTab: "Orders",
  cancelledTab: "Cancelled",
  emptyTitle: "No orders yet",
  emptyText: "When you buy a plan, it will show up here.",
  emptyAction: "Start Shopping",
  noCancelledTitle: "No cancelled orders",
  noCancelledText: "Orders whose payment did not go through show up here.",
  viewOrder: "View order",
  stateLabel: "Where your order stands",
  orderNumber: (id: number) => `Order #${id}`,
  placed: "Placed",
  paid: "Paid",
  total: "Total",
  refunded: "Refunded",
  shipping: "Shipping",
  shippingFree: "Free",
  statusHistory: "Status history",
  refundTitle: "Request a refund",
  refundPolicy: "A full refund for an unused, not-yet-activated eSIM within 7 days of purchase.",
  refundReason: "Why do you want a refund?",
  refundSubmit: "Request refund",
  refundDone: { title: "Refund requested", description: "We will answer within 24 hours." },
  refundRefused: "Refund not requested",
} as const;
