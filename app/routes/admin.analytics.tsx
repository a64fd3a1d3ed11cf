import { AnalyticsTab } from "~/components/admin/analytics-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { salesDays } from "~/schemas/admin/analytics";
import { requireTab } from "../../worker/web/guards/admin-page.server";
import { analytics, dashboardToday } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.analytics";

export const meta: Route.MetaFunction = adminMeta("Analytics");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, admin } = requireTab(context, "analytics");
  const days = salesDays(new URL(request.url).searchParams.get("days"));
  const now = Date.now();
  // What each panel shows depends on the viewer's permissions.
  // One after the other: Analytics brings today's per-day rows up to date, then Today reads them.
  const figures = await analytics(db, admin, now, days);
  return { analytics: figures, today: await dashboardToday(db, admin, now), now };
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab data={loaderData.analytics} today={loaderData.today} now={loaderData.now} />;
}
