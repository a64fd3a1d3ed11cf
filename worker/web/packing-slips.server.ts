import { data, type RouterContextProvider } from "react-router";
import { PackingSlipQuerySchema } from "../../app/schemas/admin/packing-slip";
import { NotFoundError } from "../services/errors";
import { packingSlips } from "../services/orders/packing-slips";
import { requireTab } from "./admin-page.server";

/** The packing slips a staff member asked for: one order (`?order=`) or a Malaysia day's (`?day=`). */
export async function packingSlipsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { db } = requireTab(context, "orders");
  const query = PackingSlipQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(null, { status: 400 });
  const { order, day, size } = query.data;
  try {
    const slips = await packingSlips(db, order !== undefined ? { orderId: order } : { day: day ?? "" });
    return { slips, size, day: day ?? null };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}
