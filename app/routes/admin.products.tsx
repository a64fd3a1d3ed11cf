import { MissingTranslations } from "~/components/admin/missing-translations";
import { ProductsTab } from "~/components/admin/products-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { TopupsSection } from "~/components/admin/topups-section";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { productsAction } from "../../worker/web/pages/admin/admin-products-actions.server";
import {
  listAdminProducts,
  listAdminTopups,
  missingTranslations,
  ProductListQuerySchema,
} from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.products";

export const meta: Route.MetaFunction = adminMeta("Products");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "products");
  const [products, topups, missing] = await Promise.all([
    listAdminProducts(db, ProductListQuerySchema.parse(listQuery(request))),
    listAdminTopups(db),
    missingTranslations(db),
  ]);
  return { products, topups, missing };
}

/** Create, edit or delete a product: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return productsAction(request, context);
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MissingTranslations items={loaderData.missing} />
      <ProductsTab data={loaderData.products} />
      <TopupsSection topups={loaderData.topups} />
    </>
  );
}
