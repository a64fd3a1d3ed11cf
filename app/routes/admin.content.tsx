import { ContentTab } from "~/components/admin/content-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { requireTab } from "../../worker/web/admin-page.server";
import { listPageContent } from "../../worker/web/admin-tabs.server";
import type { Route } from "./+types/admin.content";

export const meta: Route.MetaFunction = adminMeta("Content");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "content");
  return { pages: await listPageContent(db) };
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return <ContentTab pages={loaderData.pages} />;
}
