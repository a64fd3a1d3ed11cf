import { EMAIL_STATUSES, type EmailStatus } from "../../../app/schemas/admin/emails";
import { PAGE_KEYS, type PageKey } from "../../../app/schemas/content";
import {
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from "../../../app/schemas/orders";
import { PLAN_SPEEDS, PRODUCT_TYPES, type ProductType, VALIDITY_STARTS } from "../../../app/schemas/product";
import { REVIEW_SOURCES, REVIEW_STATUSES } from "../../../app/schemas/reviews";
import { USER_ROLES, type UserRole } from "../../../app/schemas/roles";

export { REGIONS, type Region } from "../../../app/schemas/catalogue-vocabulary";
// Value lists the browser bundle needs too live in app/schemas (free of drizzle); re-exported here.
export {
  EMAIL_STATUSES,
  type EmailStatus,
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_KEYS,
  type PageKey,
  PLAN_SPEEDS,
  PRODUCT_TYPES,
  type ProductType,
  REVIEW_SOURCES,
  REVIEW_STATUSES,
  USER_ROLES,
  type UserRole,
  VALIDITY_STARTS,
};

/**
 * What a catalogue item or an order is: a plan sold in the shop, or a top-up that adds data and days
 * to an eSIM the customer already has. Top-ups are priced by staff and never listed as plans.
 */
export const ITEM_KINDS = ["plan", "topup"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The supplier's usage alerts (its names), and the hourly check's for the demo supplier. */
export const ESIM_ALERT_LEVELS = ["data_75", "data_90", "expire_3", "expire_1"] as const;
export type EsimAlertLevel = (typeof ESIM_ALERT_LEVELS)[number];

/** Where an order's Physical SIM stock stands (reserved at checkout, then taken or released). */
export const STOCK_STATES = ["none", "reserved", "taken", "released"] as const;

export interface ShippingAddress {
  customerName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  /** The recipient's number for the courier, as +60…; absent on orders placed before it was asked. */
  phone?: string;
}
