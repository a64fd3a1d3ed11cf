import { describe, expect, it } from "vitest";

// ARCHITECTURE.md "Who may import whom": route modules reach server code only
// through `*.server.ts` modules (or a `.server/` folder), which React Router's Vite plugin refuses
// to put in the browser bundle; services stay free of HTTP (no web edge, no Hono, no React Router).
// Vite reads the sources when it transforms this file, as in import-boundaries.test.ts.
const routeSources = import.meta.glob<string>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const serviceSources = import.meta.glob<string>("/worker/services/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

// `from "…"`, `import "…"` and `import("…")`: the same text a reviewer would grep for. Type-only
// imports count too: a route needing a server type gets it from app/schemas or a .server module.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? "");
}

/** A relative specifier as a path from the project root (the glob's keys), else the bare name. */
function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

const isServerModule = (path: string) => /\.server(\.tsx?)?$/.test(path) || path.includes(".server/");

/** Imports of a route module into worker/ that do not go through a `.server` module. */
function unguardedServerImports(file: string, source: string): string[] {
  return specifiersOf(source).filter((specifier) => {
    const path = resolve(file, specifier);
    return path.startsWith("/worker/") && !isServerModule(path);
  });
}

const HTTP_PACKAGES = /^(hono|react-router|@react-router\/[^/]+)(\/|$)/;

/** Imports of a service into the web edge, the Hono API, or an HTTP framework. */
function httpImports(file: string, source: string): string[] {
  return specifiersOf(source).filter((specifier) => {
    const path = resolve(file, specifier);
    return path.startsWith("/worker/web/") || path.startsWith("/worker/api/") || HTTP_PACKAGES.test(path);
  });
}

const report = (sources: Record<string, string>, check: (file: string, source: string) => string[]) =>
  Object.entries(sources).flatMap(([file, source]) =>
    check(file, source).map((specifier) => `${file.slice(1)} imports "${specifier}"`),
  );

describe("server import boundaries", () => {
  it("reads the route and service sources", () => {
    // An empty glob would make the checks below pass without looking at anything.
    expect(Object.keys(routeSources)).toContain("/app/root.tsx");
    expect(Object.keys(routeSources).length).toBeGreaterThan(25);
    expect(Object.keys(serviceSources).length).toBeGreaterThan(50);
  });

  it("route modules and root.tsx import worker/ code only through *.server modules", () => {
    expect(report(routeSources, unguardedServerImports), "import it through worker/web/*.server.ts").toEqual(
      [],
    );
  });

  it("services import neither worker/web, worker/api, hono nor react-router", () => {
    expect(report(serviceSources, httpImports), "pass request values in as arguments").toEqual([]);
  });

  it("recognises what it must refuse", () => {
    const route = "/app/routes/cart.tsx";
    expect(
      unguardedServerImports(route, 'import { listCart } from "../../worker/services/cart";'),
    ).toHaveLength(1);
    expect(unguardedServerImports(route, 'import type { X } from "../../worker/auth/session";')).toHaveLength(
      1,
    );
    expect(unguardedServerImports(route, 'import { cartPage } from "../../worker/web/cart.server";')).toEqual(
      [],
    );
    expect(unguardedServerImports(route, 'import { cn } from "~/lib/cn";')).toEqual([]);
    const service = "/worker/services/admin/auth.ts";
    expect(
      httpImports(service, 'import { clientAddress } from "../../web/client-address.server";'),
    ).toHaveLength(1);
    expect(httpImports(service, 'import { HttpError } from "../../api/errors";')).toHaveLength(1);
    expect(httpImports(service, 'import type { Context } from "hono";')).toHaveLength(1);
    expect(httpImports(service, 'import { redirect } from "react-router";')).toHaveLength(1);
    expect(httpImports(service, 'import { users } from "../../db/schema";')).toEqual([]);
  });
});
