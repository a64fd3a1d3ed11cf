import { EmailsTab } from "~/components/admin/emails-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { allows, listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { emailsAction } from "../../worker/web/pages/admin/admin-emails-actions.server";
import {
  EmailListQuerySchema,
  listEmails,
  readEmailAccess,
} from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.emails";

export const meta: Route.MetaFunction = adminMeta("E-mails");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, admin } = requireTab(context, "emails");
  return {
    emails: await listEmails(db, EmailListQuerySchema.parse(listQuery(request))),
    canRead: allows(admin, readEmailAccess),
  };
}

/** Resend one e-mail (`intent=resend-email`) or read its body (`intent=read-email`), by id. */
export async function action({ request, context }: Route.ActionArgs) {
  return emailsAction(request, context);
}

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  return <EmailsTab data={loaderData.emails} canRead={loaderData.canRead} />;
}
