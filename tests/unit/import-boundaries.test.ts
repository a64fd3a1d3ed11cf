import { describe, expect, it } from "vitest";

// ARCHITECTURE.md "Who may import whom": components and app/lib never import from worker/; the
// types the UI needs live in app/schemas. Vite reads the sources when it transforms this file, so
// the check runs inside the Workers pool, which has no access to the project's files.
const sources = import.meta.glob<string>(["/app/components/**/*.{ts,tsx}", "/app/lib/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// `from "…"`, `import "…"` and `import("…")`; the same text a reviewer would grep for.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const INTO_WORKER = /(?:^|\/)worker\//;

function importsIntoWorker(source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? "")
    .filter((specifier) => INTO_WORKER.test(specifier));
}

describe("import boundaries", () => {
  it("reads the component and app/lib sources", () => {
    // An empty glob would make the check below pass without looking at anything.
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it("keeps app/components and app/lib free of imports from worker/", () => {
    const offenders = Object.entries(sources).flatMap(([file, source]) =>
      importsIntoWorker(source).map((specifier) => `${file.slice(1)} imports "${specifier}"`),
    );
    expect(offenders, "shared types belong in app/schemas (ARCHITECTURE.md)").toEqual([]);
  });
});
