import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { type MetaMatches, pageTitle } from "~/lib/seo";

/**
 * A back-office page's title, "Users | Admin | <brand>", so that staff with ten tabs open can tell
 * them apart. The brand is the store's configured name from the root loader, never a literal.
 */
export function adminMeta(section: string) {
  return ({ matches, error }: { matches: MetaMatches; error?: unknown }): MetaDescriptor[] => {
    const denied = isRouteErrorResponse(error) && error.status === 403;
    return [
      { title: pageTitle(matches, denied ? "Access Denied" : section, "Admin") },
      { name: "robots", content: "noindex" },
    ];
  };
}
