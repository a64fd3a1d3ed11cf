import { describe, expect, it } from "vitest";

// What a newcomer reads first must point only at what a clone has. Vite inlines the texts and the
// file list when it transforms this file, so the check runs inside the Workers pool.
const docs = import.meta.glob<string>(["/README.md", "/docs/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});
// Every decision note, and the source whose comments name files (a comment is read as a guide too).
const decisions = import.meta.glob<string>("/docs/decisions/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const sources = import.meta.glob<string>(
  ["/{app,worker,durable-objects,scripts}/**/*.{ts,tsx,mjs,mts}", "!/**/*.d.ts", "!/**/*.d.mts"],
  { query: "?raw", import: "default", eager: true },
);
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

/** A decision's Status line: `- Status: accepted (…)`, `Date: …. Status: accepted.`, `Status: Superseded by 0078`. */
function statusOf(text: string): string | null {
  return /^[-\s]*(?:Date: [^.\n]*\.\s*)?Status: (.+)$/im.exec(text)?.[1] ?? null;
}

// A glob never lists the module it is written in.
const THIS_FILE = "/tests/unit/docs.test.ts";

const exists = (path: string) => {
  const bare = `/${path.replace(/\/$/, "")}`;
  return files.has(bare) || folders.has(bare) || bare === THIS_FILE;
};

/** Paths a source file's comments name (`// see worker/web/cookies/flash.server.ts`, ` * app/lib/money.ts`). */
function commentPaths(source: string): string[] {
  return source.split("\n").flatMap((line) => {
    const comment = /^\s*(?:\/\/|\/?\*)(.*)$/.exec(line)?.[1] ?? /\s\/\/\s(.*)$/.exec(line)?.[1];
    if (!comment) return [];
    return [
      ...comment.matchAll(
        /(?<![\w./-])((?:app|worker|tests|scripts|migrations|docs|durable-objects)\/[\w./[\]+-]*[\w/])/g,
      ),
    ]
      .map((m) => m[1] ?? "")
      .filter((path) => !/[<>*{}$]/.test(path));
  });
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

describe("decisions and comments", () => {
  it("give every decision a status", () => {
    const without = Object.entries(decisions).filter(([, text]) => statusOf(text) === null);
    expect(without.map(([file]) => file)).toEqual([]);
  });

  it("name only paths that exist in an accepted decision (a superseded one keeps its history)", () => {
    const accepted = Object.entries(decisions).filter(([, text]) =>
      /^accepted\b/i.test(statusOf(text) ?? ""),
    );
    expect(accepted.length).toBeGreaterThan(60);
    const missing = accepted.flatMap(([file, text]) =>
      namedPaths(text)
        .filter((path) => !exists(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("name only paths that exist in the source's comments", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    const missing = Object.entries(sources).flatMap(([file, source]) =>
      commentPaths(source)
        .filter((path) => !exists(path) && !exists(path.replace(/\.$/, "")))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
