import { describe, expect, it } from "vitest";

// ARCHITECTURE.md "Who may import whom", read from the sources themselves. Vite inlines them when it
// transforms this file, so the check runs inside the Workers pool, which cannot read the project.
const sources = import.meta.glob<string>(
  ["/app/**/*.{ts,tsx}", "/worker/**/*.ts", "/durable-objects/**/*.ts", "!/**/*.d.ts"],
  { query: "?raw", import: "default", eager: true },
);

// `import … from "x"`, `export … from "x"` and a bare `import "x"` at the start of a line; type-only
// imports count too (a route needing a server type gets it from app/schemas or a .server module).
const SPECIFIER = /^\s*(?:import|export)\s+(?:[^;"']*?\bfrom\s*)?["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** A specifier as a path from the project root (the glob's keys), else the bare package name. */
function resolve(from: string, specifier: string, known: Record<string, string> = sources): string {
  if (specifier.startsWith("~/")) return resolve("/app/", `.${specifier.slice(1)}`, known);
  if (!specifier.startsWith(".")) return specifier;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  return EXTENSIONS.map((ext) => base + ext).find((path) => path in known) ?? base;
}

function importsOf(file: string, source: string, known = sources): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => resolve(file, match[1] ?? "", known));
}

// Past the statements above, a module also loads what `import("x")` names, in code or in a type
// (`import("react").ReactNode`), and a .tsx file loads React's JSX runtime without naming it.
const INLINE_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Everything a module loads, by the path or package it resolves to: the edges of the import graph. */
function loadsOf(file: string, source: string, known = sources): string[] {
  const inline = [...source.matchAll(INLINE_IMPORT)].map((match) => resolve(file, match[1] ?? "", known));
  const jsx = file.endsWith(".tsx") ? ["react/jsx-runtime"] : [];
  return [...new Set([...importsOf(file, source, known), ...inline, ...jsx])];
}

/** The server's own layers, which run without a page: no HTTP framework and no React through any chain. */
const PAGE_FREE = /^\/worker\/(services|queues|integrations|db)\//;
const PAGE_PACKAGE = /^(react|react-dom|react-router|@react-router\/[^/]+|hono)(\/|$)/;

/**
 * For each page-free module that reaches React, React Router or Hono through any chain of imports
 * (type imports included), the shortest such chain: "a.ts -> b.ts -> react".
 */
function pageChains(files: Record<string, string>): string[] {
  const edges = new Map(Object.entries(files).map(([file, source]) => [file, loadsOf(file, source, files)]));
  const chains: string[] = [];
  for (const root of Object.keys(files).filter((file) => PAGE_FREE.test(file))) {
    const cameFrom = new Map<string, string | null>([[root, null]]);
    const queue = [root];
    let reached: string | undefined;
    while (queue.length > 0 && reached === undefined) {
      const file = queue.shift() as string;
      for (const next of edges.get(file) ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, file);
        if (PAGE_PACKAGE.test(next)) {
          reached = next;
          break;
        }
        if (edges.has(next)) queue.push(next);
      }
    }
    if (reached === undefined) continue;
    const chain: string[] = [];
    for (let at: string | null | undefined = reached; at; at = cameFrom.get(at)) chain.unshift(at);
    chains.push(chain.map((step) => step.replace(/^\//, "")).join(" -> "));
  }
  return chains;
}

const isServerModule = (path: string) => /\.server(\.tsx?)?$/.test(path) || path.includes(".server/");

/** What each kind of module must never import, by the path it resolves to. */
const RULES: { files: RegExp; forbidden: (target: string) => boolean; why: string }[] = [
  {
    files: /^\/worker\/(services|integrations)\//,
    forbidden: (t) =>
      /^\/worker\/(web|api|queues)\/|^\/durable-objects\/|^\/app\/(components|routes)\//.test(t) ||
      /^(hono|react-router|@react-router\/[^/]+)(\/|$)/.test(t),
    why: "services take request values as arguments and never know HTTP or the chat object",
  },
  {
    files: /^\/durable-objects\//,
    forbidden: (t) => /^\/worker\/(web|api)\//.test(t),
    why: "the chat object uses services, never the web edge",
  },
  {
    files: /^\/worker\/web\//,
    forbidden: (t) => t.startsWith("/worker/api/"),
    why: "the web edge (worker/web and its folders) is used by the Hono routers, not the reverse",
  },
  {
    files: /^\/app\/(components|lib)\//,
    forbidden: (t) => t.startsWith("/worker/"),
    why: "shared types belong in app/schemas",
  },
  {
    files: /^\/app\/(root\.tsx|routes\/)/,
    forbidden: (t) => t.startsWith("/worker/") && !isServerModule(t),
    why: "route modules reach worker/ only through *.server modules, kept out of the browser bundle",
  },
];

function offenders(file: string, source: string): string[] {
  return RULES.filter((rule) => rule.files.test(file)).flatMap((rule) =>
    importsOf(file, source)
      .filter(rule.forbidden)
      .map((target) => `${file} imports ${target}: ${rule.why}`),
  );
}

/** Every import cycle (type-only imports too: they tie two files' designs together), as its files. */
function cycles(files: Record<string, string>): string[] {
  const graph = new Map(
    Object.entries(files).map(([file, source]) => [
      file,
      importsOf(file, source, files).filter((t) => t in files),
    ]),
  );
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next].join(" → "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("who may import whom", () => {
  it("reads the whole source tree", () => {
    // An empty glob would make every check below pass without looking at anything.
    expect(Object.keys(sources)).toContain("/app/root.tsx");
    expect(Object.keys(sources).filter((f) => f.startsWith("/worker/services/")).length).toBeGreaterThan(50);
    expect(Object.keys(sources).filter((f) => f.startsWith("/app/routes/")).length).toBeGreaterThan(25);
  });

  it("holds every layering rule", () => {
    expect(Object.entries(sources).flatMap(([file, source]) => offenders(file, source))).toEqual([]);
  });

  it("keeps React, React Router and Hono out of services, queues, integrations and the database, through any chain", () => {
    expect(pageChains(sources)).toEqual([]);
  });

  it("reaches into no library's private fields (a route's operation is looked up in our own registry)", () => {
    // Hono keeps a mounted app's handler under "__COMPOSED_HANDLER"; such names change without notice.
    const reaching = Object.entries(sources)
      .filter(([, source]) => /["'`.[]__[A-Z][A-Z_]{3,}\b/.test(source))
      .map(([file]) => file);
    expect(reaching).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(cycles(sources)).toEqual([]);
  });

  it("recognises what it must refuse", () => {
    const service = "/worker/services/staff/sign-in.ts";
    expect(
      offenders(service, 'import { clientAddress } from "../../web/client-address.server";'),
    ).toHaveLength(1);
    expect(offenders(service, 'import { adminApi } from "../../api/admin";')).toHaveLength(1);
    expect(offenders(service, 'import type { Context } from "hono";')).toHaveLength(1);
    expect(offenders(service, 'import { redirect } from "react-router";')).toHaveLength(1);
    expect(offenders(service, 'import { ChatRoom } from "../../../durable-objects/chat-room";')).toHaveLength(
      1,
    );
    expect(offenders(service, 'import { users } from "../../db/schema";')).toEqual([]);
    expect(
      offenders("/durable-objects/chat-room.ts", 'import "../worker/web/http/log-error.server";'),
    ).toHaveLength(1);
    expect(
      offenders("/worker/web/pages/checkout/cart.server.ts", 'import { x } from "../../../api/validate";'),
    ).toHaveLength(1);
    expect(
      offenders("/app/components/plan-card.tsx", 'import type { X } from "../../worker/db/schema";'),
    ).toHaveLength(1);
    const route = "/app/routes/cart.tsx";
    expect(offenders(route, 'import { listCart } from "../../worker/services/checkout/cart";')).toHaveLength(
      1,
    );
    expect(
      offenders(route, 'import { cartPage } from "../../worker/web/pages/checkout/cart.server";'),
    ).toEqual([]);
    expect(offenders(route, 'import { cn } from "~/lib/cn";')).toEqual([]);
    const pair = {
      "/app/lib/a.ts": 'import { b } from "./b";',
      "/app/lib/b.ts": 'import type { A } from "./a";',
    };
    expect(cycles(pair)).toEqual(["/app/lib/a.ts → /app/lib/b.ts → /app/lib/a.ts"]);
  });

  it("follows a chain of imports to React, whatever kind of import carries it", () => {
    const chain = {
      "/worker/services/email/templates.ts": 'import type { Translate } from "../../i18n/catalogues";',
      "/worker/i18n/catalogues.ts": 'import {\n  translator,\n} from "~/lib/i18n";',
      "/app/lib/i18n.tsx": "export const t = () => <b />;",
      "/worker/services/orders/list.ts": 'import { z } from "zod";',
    };
    expect(pageChains(chain)).toEqual([
      "worker/services/email/templates.ts -> worker/i18n/catalogues.ts -> app/lib/i18n.tsx -> react/jsx-runtime",
    ]);
    const inline = { "/worker/queues/email.ts": 'type Node = import("react").ReactNode;' };
    expect(pageChains(inline)).toEqual(["worker/queues/email.ts -> react"]);
    const framework = { "/worker/db/client.ts": 'export type { Context } from "hono";' };
    expect(pageChains(framework)).toEqual(["worker/db/client.ts -> hono"]);
    expect(pageChains({ "/worker/web/page.server.ts": 'import { redirect } from "react-router";' })).toEqual(
      [],
    );
  });
});

// The one form protocol (decision 0081): every route action reads its post through formAction's
// reader, and every form's react-hook-form lives in the one client hook.
const FORM_READER = "/worker/web/forms/form-action.server.ts";
const FORM_HOOK = "/app/components/forms/use-route-form.tsx";

/** Route modules and web-edge modules that read a posted body themselves, past the one helper. */
function formReadersOf(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => /^\/(app\/routes|worker\/web)\//.test(file) && file !== FORM_READER)
    .filter(([, source]) => /\.formData\s*\(/.test(source))
    .map(([file]) => file);
}

/** Modules that call react-hook-form's useForm (or import it) outside the one hook. */
function formHooksOf(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => file !== FORM_HOOK)
    .filter(([, source]) =>
      /import\s*\{[^}]*\buseForm\b[^}]*\}\s*from\s*["']react-hook-form["']/.test(source),
    )
    .map(([file]) => file);
}

describe("the one form protocol", () => {
  it("reads every route action's post in formAction (worker/web/forms/form-action.server.ts)", () => {
    expect(formReadersOf(sources)).toEqual([]);
  });

  it("wires react-hook-form's useForm only inside useRouteForm", () => {
    expect(formHooksOf(sources)).toEqual([]);
  });

  it("catches a bypass in a fixture", () => {
    const route = { "/app/routes/x.tsx": "const form = await request.formData();" };
    expect(formReadersOf(route)).toEqual(["/app/routes/x.tsx"]);
    expect(formReadersOf({ [FORM_READER]: "await request.formData()" })).toEqual([]);
    const form = { "/app/components/x.tsx": 'import { type Path, useForm } from "react-hook-form";' };
    expect(formHooksOf(form)).toEqual(["/app/components/x.tsx"]);
    expect(formHooksOf({ "/app/components/y.tsx": 'import { useWatch } from "react-hook-form";' })).toEqual(
      [],
    );
  });
});
