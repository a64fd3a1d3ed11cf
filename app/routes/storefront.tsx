import { Outlet } from "react-router";
import { storefrontAddress, storefrontLanguage } from "../../worker/web/page-locale.server";
import type { Route } from "./+types/storefront";

/**
 * The storefront's one tree (app/routes.ts): every page under an optional language segment, "/shop",
 * "/ms/shop" and "/zh/shop" alike. The segment's language is set here, once per request, for the
 * root and the page; a segment that names no language (/fr/shop, and any other first word) is a 404.
 */
export const middleware: Route.MiddlewareFunction[] = [storefrontLanguage];

export function loader({ context }: Route.LoaderArgs) {
  return storefrontAddress(context);
}

export default function Storefront() {
  return <Outlet />;
}
