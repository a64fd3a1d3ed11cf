import { ContentEditor } from "~/components/admin/content-editor";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { StaffFrame } from "~/components/admin/staff-frame";
import { STAFF_CHROME } from "~/lib/chrome";
import { requireContentManager, staffSessionGuard } from "../../worker/web/guards/admin-page.server";
import { contentManagerAction } from "../../worker/web/pages/admin/admin-content-actions.server";
import { listPageContent } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/content-manager";

export const handle = STAFF_CHROME;

/** The same guard as /admin: an expired session signs in again and comes back here. */
export const middleware: Route.MiddlewareFunction[] = [staffSessionGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireContentManager(context);
  return { pages: await listPageContent(db) };
}

/** Save one page: `intent=save-content` with the page and its fields. */
export async function action({ request, context }: Route.ActionArgs) {
  return contentManagerAction(request, context);
}

export const meta: Route.MetaFunction = adminMeta("Content Manager");

const BACK = { to: "/admin/content", label: "Back to the dashboard" };

export default function ContentManager({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame back={BACK}>
      <ContentEditor pages={loaderData.pages} />
    </StaffFrame>
  );
}

export function ErrorBoundary() {
  return (
    <StaffFrame back={BACK}>
      <AdminRouteError />
    </StaffFrame>
  );
}
