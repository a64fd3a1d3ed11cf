import { z } from "zod";
import { ApproveRefundRequestSchema, StaffRefundSchema } from "../checkout";
import type { EsimUsageView } from "../esim";
import type { FulfilmentStatus, OrderStatus } from "../orders";
import type { EmailStatus } from "./emails";
import { ShipLineSchema } from "./fulfilment";
import type { RefundSplit } from "./refunds";

// The order desk (/admin/orders/:id). Its actions are one route action told apart by `intent`;
// each intent's fields are the same schemas its operation declares.

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int()
    .positive(label);

export const OrderDeskActionSchema = z.discriminatedUnion("intent", [
  StaffRefundSchema.extend({ intent: z.literal("refund") }),
  z.object({ intent: z.literal("cancel-unpaid") }),
  z.object({ intent: z.literal("retry-fulfilment") }),
  z.object({ intent: z.literal("supplier-checked") }),
  ShipLineSchema.extend({ intent: z.literal("ship"), orderItemId: id("Order line") }),
  z.object({ intent: z.literal("delivered"), orderItemId: id("Order line") }),
  z.object({ intent: z.literal("resend-email"), emailId: id("E-mail") }),
  ApproveRefundRequestSchema.extend({
    intent: z.literal("approve-refund-request"),
    requestId: id("Refund request"),
  }),
  z.object({ intent: z.literal("decline-refund-request"), requestId: id("Refund request") }),
]);
export type OrderDeskAction = z.output<typeof OrderDeskActionSchema>;

/** Where a Physical SIM goes, as staff read it on the desk, the Orders list and the ship dialog. */
export interface StaffShippingAddress {
  /** The recipient the courier asks for, and their number (absent on older orders). */
  customerName?: string;
  phone?: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** What the desk shows; produced by worker/services/orders/desk.ts. */
export interface OrderDeskView {
  id: number;
  status: OrderStatus;
  /** A top-up adds data to an eSIM bought earlier as `topupPlan`. */
  kind: "plan" | "topup";
  topupPlan: string | null;
  /** What the supplier reports against what was sold, when they disagree; null once checked. */
  supplierMismatch: string | null;
  createdAt: string;
  paidAt: string | null;
  currency: string;
  totalAmountSen: number;
  /** A promotion code's discount, already taken off the total (decision 0048). */
  discountAmountSen: number;
  promoCode: string | null;
  /** What the card paid and what of it went back through Stripe. */
  refundedAmountSen: number;
  /** What the customer's store credit paid, and what of it went back as credit. */
  creditAmountSen: number;
  creditRefundedSen: number;
  /** What refunding the rest of the order would pay now (all zero: no refund is possible). */
  refundable: RefundSplit;
  customer: {
    name: string;
    email: string;
    userId: number | null;
    username: string | null;
    /** The account's current e-mail when it differs from the one the order was placed with. */
    accountEmail: string | null;
  };
  shippingAddress: StaffShippingAddress | null;
  lines: OrderDeskLine[];
  payment: {
    /** Stripe's payment method type ("card", "fpx", "grabpay"); null before payment. */
    method: string | null;
    /** The card brand ("visa") or FPX bank, and the card's last 4; null for older orders. */
    brand: string | null;
    last4: string | null;
    paymentIntentId: string | null;
    chargeId: string | null;
    checkoutSessionId: string | null;
    refunds: OrderDeskRefund[];
    stripeEvents: { id: string; type: string; outcome: string; note: string | null; at: string }[];
  };
  timeline: {
    id: number;
    from: OrderStatus | null;
    to: OrderStatus;
    by: string;
    note: string | null;
    at: string;
  }[];
  esims: OrderDeskEsim[];
  emails: OrderDeskEmail[];
  refundRequests: {
    id: number;
    reason: string;
    status: "requested" | "approved" | "declined";
    createdAt: string;
    decidedAt: string | null;
  }[];
}

interface OrderDeskRefund {
  /** Stripe's refund id (re_…). */
  id: string;
  amountSen: number;
  /** The line refunded, or null for the whole remaining amount. */
  lineName: string | null;
  at: string;
}

export interface OrderDeskLine {
  id: number;
  name: string;
  type: string;
  quantity: number;
  priceSen: number;
  lineTotalSen: number;
  refundedAmountSen: number;
  /** What refunding this line would pay now: its share of what was paid, less what went back. */
  refundable: RefundSplit;
  fulfilment: {
    status: FulfilmentStatus;
    lastError: string | null;
    attempts: number;
    carrier: string | null;
    trackingNumber: string | null;
    shippedAt: string | null;
  } | null;
}

export interface OrderDeskEsim {
  id: number;
  productName: string;
  iccid: string;
  status: string;
  /** Live from the supplier; null when it could not be asked just now. */
  usage: EsimUsageView | null;
}

export interface OrderDeskEmail {
  id: number;
  template: string;
  subject: string | null;
  to: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
