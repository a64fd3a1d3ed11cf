import { useContext, useEffect } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";

/**
 * On a client-side navigation React Router imports the next page's route module and leaves its
 * imports to the browser, which finds them one level at a time as each file arrives: the shop's
 * routes import four to eight levels deep (only `<Link prefetch>` preloads them together). The build's
 * manifest already lists every module a route needs, so as soon as a navigation starts, ask for all
 * of them at once.
 */
export function usePreloadNextRouteModules() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  useEffect(() => {
    if (!router || !manifest) return;
    // What this document already asked for: its own page's modules, preloaded after the first paint.
    const requested = new Set(
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        (link) => link.href,
      ),
    );
    return router.subscribe(({ navigation }) => {
      if (!navigation.location) return;
      const links = document.createDocumentFragment();
      for (const { route } of matchRoutes(router.routes, navigation.location) ?? []) {
        const entry = manifest.routes[route.id];
        for (const path of entry ? [entry.module, ...(entry.imports ?? [])] : []) {
          const href = new URL(path, document.baseURI).href;
          if (requested.has(href)) continue;
          requested.add(href);
          const link = document.createElement("link");
          link.rel = "modulepreload";
          link.href = href;
          links.appendChild(link);
        }
      }
      // After this task, so that the router's own requests (the page's data, its route module) leave
      // first: over HTTP/1.1 the preloads would otherwise hold the connections ahead of the data.
      if (links.childNodes.length > 0) setTimeout(() => document.head.appendChild(links));
    });
  }, [router, manifest]);
}
