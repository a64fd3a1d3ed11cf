import { ContentTab } from "~/components/admin/content-tab";
import { MissingTranslations } from "~/components/admin/missing-translations";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { requireTab } from "../../worker/web/guards/admin-page.server";
import { listPageContent, missingTranslations } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.content";

export const meta: Route.MetaFunction = adminMeta("Content");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "content");
  const [pages, missing] = await Promise.all([listPageContent(db), missingTranslations(db)]);
  return { pages, missing };
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MissingTranslations items={loaderData.missing} />
      <ContentTab pages={loaderData.pages} />
    </>
  );
}
