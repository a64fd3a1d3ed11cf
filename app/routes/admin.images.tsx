import { ImagesTab } from "~/components/admin/images-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { requireTab } from "../../worker/web/guards/admin-page.server";
import { imagesAction } from "../../worker/web/pages/admin/admin-images-actions.server";
import { listAllSiteImages } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.images";

export const meta: Route.MetaFunction = adminMeta("Images");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "images");
  return { images: await listAllSiteImages(db) };
}

/** Upload a file, or create, edit or delete an image: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return imagesAction(request, context);
}

export default function AdminImages({ loaderData }: Route.ComponentProps) {
  return <ImagesTab data={loaderData.images} />;
}
