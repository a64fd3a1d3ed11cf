import { z } from "zod";

/**
 * Which of a customer's orders a list holds: every one (GET /api/user/orders' default, as SPEC.md
 * §7 lists them), all but the cancelled payments (My Orders' default) or only the cancelled ones.
 */
const MY_ORDERS_VIEWS = ["all", "active", "cancelled"] as const;
export type MyOrdersView = (typeof MY_ORDERS_VIEWS)[number];

/** `GET /api/user/orders?view=`: absent means every order. */
export const MyOrdersQuerySchema = z.object({
  view: z.enum(MY_ORDERS_VIEWS, { error: "view must be all, active or cancelled" }).default("all"),
});

/** My Orders' `?view=cancelled` tab; anything else is the default list without them. */
export function myOrdersPageView(value: string | null): "active" | "cancelled" {
  return value === "cancelled" ? "cancelled" : "active";
}
