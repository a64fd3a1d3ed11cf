import type { BatchItem } from "drizzle-orm/batch";
import type { OrderStatus } from "../../db/schema";
import type { OrderCause } from "../orders/lifecycle";

export type FulfilOutcome =
  /** A top-up the supplier refused for good (a recycled eSIM): the order is `failed`, the customer told. */
  | { result: "failed" }
  | { result: "delivered" }
  | { result: "waiting-for-shipment" }
  | { result: "skipped"; status: OrderStatus | "missing" };

export interface FulfilOptions {
  /** The status the order must be in: `paid` for the queue, `failed` for a staff retry. */
  from: "paid" | "failed";
  cause: OrderCause;
  /** Joined to the final batch (the staff retry's audit row). */
  extra?: BatchItem<"sqlite">[];
  now?: number;
}
