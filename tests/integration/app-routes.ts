// The app's one route tree, read from app/routes.ts (as React Router's build reads it) and turned
// into the route objects React Router's static handler runs, with each route module's own loader,
// action and middleware. Every route-module test goes through this tree, so a route moved or added
// in app/routes.ts is what the tests see, not a hand-built copy that could drift from it.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, type MetaDescriptor, type RouteObject } from "react-router";
import routes from "../../app/routes";

export interface RouteModule {
  loader?: RouteObject["loader"];
  action?: RouteObject["action"];
  middleware?: RouteObject["middleware"];
  handle?: unknown;
  meta?: (args: {
    matches: { id: string; loaderData?: unknown }[];
    params?: Record<string, string>;
    error?: unknown;
  }) => MetaDescriptor[];
  ErrorBoundary?: unknown;
}

const modules = import.meta.glob<RouteModule>(["../../app/root.tsx", "../../app/routes/*.tsx"], {
  eager: true,
});

function moduleOf(file: string): RouteModule {
  const mod = modules[`../../app/${file}`];
  if (!mod) throw new Error(`app/routes.ts names ${file}, which has no module`);
  return mod;
}

/** Route ids as React Router gives them: the entry's own id, or its file without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, "");

const moduleById = new Map<string, RouteModule>([["root", moduleOf("root.tsx")]]);

function routeObject(entry: RouteConfigEntry): RouteObject {
  const mod = moduleOf(entry.file);
  const id = idOf(entry);
  moduleById.set(id, mod);
  const common = {
    id,
    loader: mod.loader,
    action: mod.action,
    middleware: mod.middleware,
    handle: mod.handle,
    hasErrorBoundary: Boolean(mod.ErrorBoundary),
  };
  // hasErrorBoundary is what the static handler reads (the React layer derives it from the component).
  if (entry.index) return { ...common, index: true } as unknown as RouteObject;
  return {
    ...common,
    path: entry.path,
    children: entry.children?.map(routeObject),
  } as unknown as RouteObject;
}

const root = moduleOf("root.tsx");

/** app/root.tsx around every route of app/routes.ts. */
export const appRoutes = [
  {
    id: "root",
    path: "/",
    loader: root.loader,
    action: root.action,
    middleware: root.middleware,
    hasErrorBoundary: Boolean(root.ErrorBoundary),
    children: (routes as RouteConfigEntry[]).map(routeObject),
  },
] as unknown as RouteObject[];

/** React Router's static handler over the app's routes (run it with route-harness.ts's queryRoutes). */
export const appHandler = createStaticHandler(appRoutes);

/** The module behind a route id (e.g. "routes/admin.orders.desk"), for its meta or handle. */
export function routeModule(id: string): RouteModule {
  const mod = moduleById.get(id);
  if (!mod) throw new Error(`no route ${id} in app/routes.ts`);
  return mod;
}
