import { data, redirect } from "react-router";
import { AccessDenied } from "~/components/admin/access";
import { ContentEditor } from "~/components/admin/content-editor";
import { appContext } from "../../worker/context";
import { checkAdminPageAccess } from "../../worker/middleware/admin-guard";
import { listPageContent } from "../../worker/services/admin/content";
import type { Route } from "./+types/content-manager";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const access = await checkAdminPageAccess(db, request, "canManageContent");
  const headers = { "Cache-Control": "private, no-store" };
  if (access.status !== "signed-out" && access.admin.needsTwoFactor) throw redirect("/admin/account");
  if (access.status !== "allowed")
    return data({ pages: null }, { status: access.status === "signed-out" ? 401 : 403, headers });
  return data({ pages: await listPageContent(db) }, { headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Content Manager | JalanSIM" },
  { name: "robots", content: "noindex" },
];

export default function ContentManager({ loaderData }: Route.ComponentProps) {
  if (!loaderData.pages) return <AccessDenied />;
  return <ContentEditor pages={loaderData.pages} />;
}
