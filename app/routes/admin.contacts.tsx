import { ContactsTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/admin-page.server";
import { ContactListQuerySchema, listContacts } from "../../worker/web/admin-tabs.server";
import type { Route } from "./+types/admin.contacts";

export const meta: Route.MetaFunction = adminMeta("Contacts");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "contacts");
  return { contacts: await listContacts(db, ContactListQuerySchema.parse(listQuery(request))) };
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  return <ContactsTab data={loaderData.contacts} />;
}
