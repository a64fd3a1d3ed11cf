import { data, type RouterContextProvider } from "react-router";
import { positiveIdOrNull } from "../../app/schemas/id";
import { customerPage, customerPartsFor } from "../services/accounts/customer-page";
import { NotFoundError } from "../services/errors";
import { requireTab } from "./admin-page.server";

/**
 * /admin/users/:id, the one page about a customer: behind the Users tab's permission, each part
 * behind its own (orders, chats, audit) left out for staff without it. No such customer: the 404 page.
 */
export async function loadCustomerPage(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { db, admin } = requireTab(context, "users");
  const id = positiveIdOrNull(rawId);
  if (!id) throw data(null, { status: 404 });
  try {
    return await customerPage(db, id, customerPartsFor(admin));
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}
