import { data, type RouterContextProvider } from "react-router";
import { PackingSlipQuerySchema } from "../../../../app/schemas/admin/packing-slip";
import { packingSlips } from "../../../services/orders/packing-slips";
import { requireTab } from "../../guards/admin-page.server";
import { orNotFoundPage } from "../../http/errors.server";

/** The packing slips a staff member asked for: one order (`?order=`) or a Malaysia day's (`?day=`). */
export async function packingSlipsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { db } = requireTab(context, "orders");
  const query = PackingSlipQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(null, { status: 400 });
  const { order, day, size } = query.data;
  const slips = await orNotFoundPage(
    packingSlips(db, order !== undefined ? { orderId: order } : { day: day ?? "" }),
  );
  return { slips, size, day: day ?? null };
}
