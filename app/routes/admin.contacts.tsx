import { ContactsTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { contactsAction } from "../../worker/web/pages/admin/admin-enquiries-actions.server";
import { ContactListQuerySchema, listContacts } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.contacts";

export const meta: Route.MetaFunction = adminMeta("Contacts");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "contacts");
  return { contacts: await listContacts(db, ContactListQuerySchema.parse(listQuery(request))) };
}

/** Answer a contact message by e-mail: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactsAction(request, context);
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  return <ContactsTab data={loaderData.contacts} />;
}
