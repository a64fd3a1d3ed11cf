import { expect } from "vitest";
import { as, json } from "./admin-helpers";
import type { Browser } from "./browser";

// Orders brought to the states staff act on the way customers bring them there.

/** The customer asks for a refund on their order page; returns the request's id as staff see it. */
export async function askForRefund(
  browser: Browser,
  orderId: number,
  staffCookie: string,
  reason = "Trip cancelled",
) {
  const asked = await browser.post(`/api/user/orders/${orderId}/refund-request`, { reason });
  expect(asked.status, await asked.clone().text()).toBe(201);
  const { requests } = await json(await as(staffCookie).get("/api/admin/refund-requests"));
  const request = requests.find((r: { orderId: number; status: string }) => r.orderId === orderId);
  expect(request).toBeDefined();
  return request.id as number;
}
