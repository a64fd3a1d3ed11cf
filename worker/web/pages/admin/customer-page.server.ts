import { data, type RouterContextProvider } from "react-router";
import { positiveIdOrNull } from "../../../../app/schemas/id";
import { customerPage } from "../../../services/accounts/customer-page";
import { customerPartsFor } from "../../../services/accounts/operations";
import { requireTab } from "../../guards/admin-page.server";
import { orNotFoundPage } from "../../http/errors.server";

/**
 * /admin/users/:id, the one page about a customer: behind the Users tab's permission, each part
 * behind its own (orders, chats, audit) left out for staff without it. No such customer: the 404 page.
 */
export async function loadCustomerPage(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { db, admin } = requireTab(context, "users");
  const id = positiveIdOrNull(rawId);
  if (!id) throw data(null, { status: 404 });
  return orNotFoundPage(customerPage(db, id, customerPartsFor(admin)));
}
