import { describe, expect, it } from "vitest";

// What a newcomer reads first must point only at what a clone has. Vite inlines the texts and the
// file list when it transforms this file, so the check runs inside the Workers pool.
const docs = import.meta.glob<string>(["/README.md", "/docs/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const files = new Set(
  Object.keys(
    import.meta.glob([
      "/*.{json,ts,toml,md}",
      "/.dev.vars.example",
      "/{app,worker,durable-objects,tests,scripts,docs,public,migrations,bench,messages}/**/*",
      "!/**/node_modules/**",
    ]),
  ),
);
const folders = new Set(
  [...files].flatMap((file) =>
    file
      .split("/")
      .slice(1, -1)
      .map((_, i, parts) => `/${parts.slice(0, i + 1).join("/")}`),
  ),
);

const TOP = /^(app|worker|durable-objects|tests|scripts|docs|public|migrations|bench|messages)\//;

/** Paths the text names in backticks or links: `worker/env.ts`, [x](docs/decisions). */
function namedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g), ...text.matchAll(/\]\(([^)\s#]+)\)/g)].map(
    (m) => m[1] ?? "",
  );
  return quoted
    .map((path) => path.replace(/^\.\//, "").replace(/[.,:;]$/, ""))
    .filter((path) => TOP.test(path) && !/[<>*{}$]/.test(path));
}

describe("README and docs", () => {
  it("never send the reader outside the repository", () => {
    for (const [file, text] of Object.entries(docs)) {
      expect(text, file).not.toMatch(/\.\.\/shared|\b(SPEC|ARCHITECTURE|STACK-NOTES|DESIGN|EXAMPLES)\.md\b/);
    }
  });

  it("name only files and folders the repository has", () => {
    const missing = Object.entries(docs).flatMap(([file, text]) =>
      namedPaths(text)
        .map((path) => `/${path.replace(/\/$/, "")}`)
        .filter((path) => !files.has(path) && !folders.has(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
