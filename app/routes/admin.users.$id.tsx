import { CustomerPage } from "~/components/admin/customer-page";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { loadCustomerPage } from "../../worker/web/pages/admin/customer-page.server";
import type { Route } from "./+types/admin.users.$id";

export { AdminRouteError as ErrorBoundary };

export const meta: Route.MetaFunction = (args) => {
  const own = args.matches.find((match) => match?.id === "routes/admin.users.$id")?.loaderData as
    | { profile: { username: string } }
    | undefined;
  return adminMeta(own ? `Customer ${own.profile.username}` : "Customer")(args);
};

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCustomerPage(context, params.id);
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerPage customer={loaderData} />;
}
