import { describe, expect, it } from "vitest";

// ARCHITECTURE.md "Who may import whom", read from the sources themselves. Vite inlines them when it
// transforms this file, so the check runs inside the Workers pool, which cannot read the project.
const sources = import.meta.glob<string>(
  ["/app/**/*.{ts,tsx}", "/worker/**/*.ts", "/durable-objects/**/*.ts", "!/**/*.d.ts"],
  { query: "?raw", import: "default", eager: true },
);

const SPECIFIER = /^\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s*["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

interface Edge {
  from: string;
  to: string;
}

function resolve(from: string, specifier: string): string {
  if (specifier.startsWith("~/")) return resolve("/app/", `.${specifier.slice(1)}`);
  if (!specifier.startsWith(".")) return specifier;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  return EXTENSIONS.map((ext) => base + ext).find((path) => path in sources) ?? base;
}

const edges: Edge[] = Object.entries(sources).flatMap(([from, source]) =>
  [...source.matchAll(SPECIFIER)].map((match) => ({
    from,
    to: resolve(from, match[3] ?? ""),
  })),
);

function offenders(fromPrefix: string, forbidden: RegExp): string[] {
  return edges
    .filter((edge) => edge.from.startsWith(fromPrefix) && forbidden.test(edge.to))
    .map((edge) => `${edge.from} imports ${edge.to}`);
}

/** Every import cycle (type-only imports too: they tie two files' designs together), as its files. */
function cycles(): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    if (!(edge.to in sources)) continue;
    graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  }
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
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
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it("keeps services free of the web edge, the API, the queues, the chat object and HTTP frameworks", () => {
    const forbidden =
      /^\/worker\/(web|api|queues)\/|^\/durable-objects\/|^hono|^react-router|^\/app\/components\//;
    expect(offenders("/worker/services/", forbidden)).toEqual([]);
    expect(offenders("/worker/integrations/", forbidden)).toEqual([]);
  });

  it("lets the chat object use services but never the web edge or the API", () => {
    expect(offenders("/durable-objects/", /^\/worker\/(web|api)\//)).toEqual([]);
  });

  it("keeps the web edge in one folder that never reaches back into the Hono routers", () => {
    expect(offenders("/worker/web/", /^\/worker\/api\//)).toEqual([]);
  });

  it("keeps components and app/lib free of worker code", () => {
    expect(offenders("/app/components/", /^\/worker\//)).toEqual([]);
    expect(offenders("/app/lib/", /^\/worker\//)).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(cycles().map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
