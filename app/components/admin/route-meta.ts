import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { RootData } from "~/root";

export interface MetaArgsLike {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  error?: unknown;
}

/**
 * A back-office page's title, "Users | Admin | <brand>", so that staff with ten tabs open can tell
 * them apart. The brand is the store's configured name from the root loader, never a literal.
 */
export function adminMeta(section: string) {
  return ({ matches, error }: MetaArgsLike): MetaDescriptor[] => {
    const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
    const denied = isRouteErrorResponse(error) && error.status === 403;
    const parts = [denied ? "Access Denied" : section, "Admin", root?.config.brandName].filter(Boolean);
    return [{ title: parts.join(" | ") }, { name: "robots", content: "noindex" }];
  };
}
