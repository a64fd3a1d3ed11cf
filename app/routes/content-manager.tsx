import { data, redirect } from "react-router";
import { ContentEditor } from "~/components/admin/content-editor";
import { AdminForbidden } from "~/components/admin/forbidden";
import { listPageContent } from "../../worker/services/admin/content";
import { checkAdminPageAccess, toAdminLogin } from "../../worker/web/admin-page.server";
import { appContext } from "../../worker/web/context.server";
import type { Route } from "./+types/content-manager";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const access = await checkAdminPageAccess(db, request, "canManageContent");
  const headers = { "Cache-Control": "private, no-store" };
  if (access.status === "signed-out") throw toAdminLogin(request);
  if (access.admin.needsTwoFactor) throw redirect("/admin/account");
  if (access.status !== "allowed") return data({ pages: null }, { status: 403, headers });
  return data({ pages: await listPageContent(db) }, { headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Content Manager | JalanSIM" },
  { name: "robots", content: "noindex" },
];

export default function ContentManager({ loaderData }: Route.ComponentProps) {
  if (!loaderData.pages) return <AdminForbidden area="the Content Manager" needs="Manage content" />;
  return <ContentEditor pages={loaderData.pages} />;
}
