import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { StaffChatPanel } from "~/components/chat/staff-chat-panel";
import { VisitorChatPause } from "~/components/chat/visitor-chat-pause";
import { requireTab } from "../../worker/web/guards/admin-page.server";
import { visitorChatPause } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.chat";

export const meta: Route.MetaFunction = adminMeta("Chat");
export { AdminRouteError as ErrorBoundary };

/** How often the tab asks again whether new visitor chats are being refused (a minute's cap). */
const PAUSE_POLL_MS = 20_000;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "chat");
  // The panel loads its rooms itself and keeps them live (polling plus sockets).
  return { visitorChatPause: await visitorChatPause(db) };
}

export default function AdminChat({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => void revalidate(), PAUSE_POLL_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
  return (
    <>
      <VisitorChatPause pause={loaderData.visitorChatPause} />
      <StaffChatPanel />
    </>
  );
}
