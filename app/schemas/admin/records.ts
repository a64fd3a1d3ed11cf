import type { FulfilmentStatus, OrderStatus } from "../orders";
import type { ProductType } from "../product";
import type { StaffShippingAddress } from "./order-desk";
import type { RefundSplit } from "./refunds";

// The read-only lists of the dashboard; produced by the services of each domain (audit,
// enquiries, accounts, orders).

export interface ContactRecord {
  id: number;
  name: string;
  email: string;
  message: string;
  submittedAt: string | null;
  /** When staff last answered it by e-mail (contacts only). */
  repliedAt?: string | null;
  /** The account holding the sender's e-mail, if one does (contacts only). */
  userId?: number | null;
}

/** Where staff are with a partnership request (a partner programme builds on it later). */
export const PARTNERSHIP_STATUSES = ["new", "contacted", "approved", "declined"] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const PARTNERSHIP_STATUS_LABELS: Record<PartnershipStatus, string> = {
  new: "New",
  contacted: "Contacted",
  approved: "Approved",
  declined: "Declined",
};

export interface PartnershipRecord extends Omit<ContactRecord, "repliedAt"> {
  company: string;
  businessType: string;
  status: PartnershipStatus;
}

export interface BanLogRecord {
  id: number;
  userId: number;
  adminId: number;
  reason: string;
  banDuration: string;
  banExpiresAt: string | null;
  issuedAt: string | null;
}

/** What was done to what, when and by whom; the Analytics panel shows these without address or browser. */
export interface AuditEntry {
  id: number;
  /** Null when the customer acted on their own account (erasing it). */
  adminId: number | null;
  /** The staff member's username; null when the account has since been deleted. */
  adminUsername: string | null;
  action: string;
  targetType: string;
  targetId: number | null;
  details: string;
  createdAt: string | null;
  /** The target's name now, when it still exists. */
  targetName: string | null;
}

export interface AuditLogRecord extends AuditEntry {
  ipAddress: string | null;
  userAgent: string | null;
}

/** One line of an order and how it is being delivered. */
interface AdminOrderLine {
  id: number;
  productName: string;
  quantity: number;
  /** The line's price × quantity and what has been refunded of it. */
  lineTotalSen: number;
  refundedAmountSen: number;
  /** What a refund of this line would pay now (its share of what was paid, less what went back). */
  refundable: RefundSplit;
  type: ProductType;
  fulfilment: FulfilmentStatus | null;
  lastError: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

/** A plan the Orders list can be filtered by. */
export interface PlanChoice {
  id: number;
  name: string;
}

export interface AdminOrder {
  id: number;
  /** A top-up adds data to an eSIM bought earlier: `topupPlan` is that eSIM's plan. */
  kind: "plan" | "topup";
  topupPlan: string | null;
  /** What the supplier reports against what was sold, when they disagree (for staff to check). */
  supplierMismatch: string | null;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  totalAmountSen: number;
  totalAmount: string;
  refundedAmountSen: number;
  /** What a refund of the rest of the order would pay now (all zero: none is possible). */
  refundable: RefundSplit;
  status: OrderStatus;
  createdAt: string | null;
  /** Where its Physical SIM goes (null without one), for the ship dialog. */
  shippingAddress: StaffShippingAddress | null;
  items: AdminOrderLine[];
}
