import { Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { VerifyingAccess } from "~/components/admin/access";
import { AdminShell } from "~/components/admin/shell";
import { STAFF_CHROME } from "~/lib/chrome";
import type { RootData } from "~/root";
import { staffPage, staffSessionGuard, visibleTabs } from "../../worker/web/guards/admin-page.server";
import { needsAttention, staffChatUnread } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin";

/** The back office's own frame: root.tsx draws no storefront header, footer or chat around it. */
export const handle = STAFF_CHROME;

/**
 * The staff guard runs once per request, before every loader below (each tab then checks only its
 * own permission): no live staff session → /admin/login?redirectTo=<this page>.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSessionGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const { db, admin, config } = staffPage(context);
  const tabs = visibleTabs(admin);
  return {
    admin: { id: admin.id, username: admin.username, isSuperAdmin: admin.isSuperAdmin },
    permissions: admin.permissions,
    tabs,
    // Failed fulfilments, refund requests and unanswered chats, in the navigation.
    attention: admin.needsTwoFactor ? null : await needsAttention(db, admin),
    // The first value of the navigation's unread-chat count; the shell keeps it live from here.
    chatUnread: tabs.some((t) => t.id === "chat") ? await staffChatUnread(db, admin) : null,
    // Local development may turn off two-factor for sensitive staff; the back office says so (decision 0065).
    twoFactorOptional: config.STAFF_TWO_FACTOR === "optional",
  };
}

/** The section a back-office address shows: /admin is Analytics, /admin/<id> is that tab. */
function sectionOf(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, "").split("/")[0] || "analytics";
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const navigation = useNavigation();
  const location = useLocation();
  // Another section is loading (its guard and loader run on the server): say so instead of
  // leaving the last section's data on screen as if it were current.
  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin") &&
    navigation.location.pathname !== location.pathname;
  return (
    <AdminShell
      brandName={root?.config.brandName ?? ""}
      admin={loaderData.admin}
      tabs={loaderData.tabs}
      attention={loaderData.attention}
      chatUnread={loaderData.chatUnread}
      current={sectionOf(location.pathname)}
      twoFactorOptional={loaderData.twoFactorOptional}
    >
      {switching ? <VerifyingAccess /> : <Outlet />}
    </AdminShell>
  );
}
