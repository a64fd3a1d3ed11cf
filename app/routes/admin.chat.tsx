import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { StaffChatPanel } from "~/components/chat/staff-chat-panel";
import { requireTab } from "../../worker/web/admin-page.server";
import type { Route } from "./+types/admin.chat";

export const meta: Route.MetaFunction = adminMeta("Chat");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  requireTab(context, "chat");
  // The panel loads its rooms itself and keeps them live (polling plus sockets).
  return null;
}

export default function AdminChat() {
  return <StaffChatPanel />;
}
