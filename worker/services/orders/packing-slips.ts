import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { PackingSlip } from "../../../app/schemas/admin/packing-slip";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { NotFoundError } from "../errors";
import { code128Bars } from "./barcode";

/** A day's slips are one print run: past this many, staff print the rest by order. */
const DAY_CAP = 200;
const PRINTABLE = ["paid", "shipped", "delivered"] as const;

/**
 * Packing slips for the Physical SIMs to post: one order's, or every order paid on one Malaysia
 * day that holds a SIM. Each carries the recipient, the courier's phone number, the address, the
 * SIM lines and a Code 128 barcode of the order number.
 */
export async function packingSlips(
  db: Database,
  which: { orderId: number } | { day: string },
): Promise<PackingSlip[]> {
  const where =
    "orderId" in which
      ? eq(orders.id, which.orderId)
      : and(
          gte(orders.paidAt, new Date(Date.parse(`${which.day}T00:00:00+08:00`))),
          lt(orders.paidAt, new Date(Date.parse(`${which.day}T00:00:00+08:00`) + 86_400_000)),
          inArray(orders.status, PRINTABLE),
        );
  const rows = await db
    .select({
      id: orders.id,
      paidAt: orders.paidAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shippingAddress,
      name: orderItems.productName,
      type: orderItems.productType,
      quantity: orderItems.quantity,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(where, eq(orderItems.productType, "Physical SIM")))
    .orderBy(asc(orders.paidAt), asc(orders.id), asc(orderItems.id))
    .limit(DAY_CAP * 4);
  const slips = new Map<number, PackingSlip>();
  for (const row of rows) {
    if (!row.shippingAddress) continue;
    let slip = slips.get(row.id);
    if (!slip) {
      if (slips.size >= DAY_CAP) break;
      const ship = row.shippingAddress;
      slip = {
        orderId: row.id,
        paidAt: row.paidAt?.toISOString() ?? null,
        recipient: ship.customerName || row.customerName,
        phone: ship.phone ?? null,
        email: row.customerEmail,
        addressLines: [ship.address, `${ship.postalCode} ${ship.city}`, `${ship.state}, ${ship.country}`],
        lines: [],
        barcode: code128Bars(String(row.id)),
      };
      slips.set(row.id, slip);
    }
    slip.lines.push({ name: row.name ?? "Physical SIM", quantity: row.quantity });
  }
  if ("orderId" in which && slips.size === 0)
    throw new NotFoundError("No Physical SIM to post on this order");
  return [...slips.values()];
}
