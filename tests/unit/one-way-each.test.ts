import { describe, expect, it } from "vitest";

// Jobs the code does one way only (decision 0080), read from the sources themselves: Vite inlines
// them when it transforms this file, so the check runs inside the Workers pool.
const worker = import.meta.glob<string>(["/worker/**/*.ts", "!/**/*.d.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const app = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "!/**/*.d.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

function filesMatching(sources: Record<string, string>, pattern: RegExp): string[] {
  return Object.entries(sources)
    .filter(([, source]) => pattern.test(source))
    .map(([file]) => file);
}

describe("one way to do each job", () => {
  it("reads the sources", () => {
    expect(Object.keys(worker).length).toBeGreaterThan(100);
    expect(Object.keys(app).length).toBeGreaterThan(100);
  });

  it("answers every API failure through a domain error and statusOf, never an HttpError", () => {
    expect(filesMatching(worker, /\bHttpError\b/)).toEqual([]);
  });

  it("writes no error answer by hand: errorResponse in worker/web/http/errors.server.ts is the one", () => {
    expect(filesMatching(worker, /\.json\(\s*\{\s*error\b/)).toEqual([]);
  });

  it("refuses over a rate limit through enforceRateLimit, or where the hit rides in a batch", () => {
    const refusing = filesMatching(worker, /new RateLimitedError\(/);
    expect(refusing.sort()).toEqual([
      "/worker/services/chat/actions.ts",
      "/worker/services/promotions/guesses.ts",
      "/worker/services/shared/rate-limit.ts",
    ]);
  });

  it("formats money once per purpose in app/lib/money.ts instead of editing formatRm's text", () => {
    expect(filesMatching({ ...app, ...worker }, /\.replace\(\s*["'`/]\s*RM/)).toEqual([]);
  });

  it("writes dates and times only through app/lib/dates.ts (dates-i18n.ts and malaysia-clock.ts its lighter parts)", () => {
    const sources = { ...app, ...worker };
    const dateModules = ["/app/lib/dates-i18n.ts", "/app/lib/dates.ts", "/app/lib/malaysia-clock.ts"];
    // The browser's own formatting follows the visitor's time zone, so server and browser disagree.
    expect(filesMatching(sources, /\btoLocale(Date|Time)String\b|\bIntl\.DateTimeFormat\b/)).toEqual([]);
    expect(filesMatching(sources, /from\s+["'](date-fns|@date-fns\/[\w-]+)(\/[\w/-]+)?["']/).sort()).toEqual(
      dateModules.filter((file) => file !== "/app/lib/malaysia-clock.ts"),
    );
    // Malaysia's UTC+8 is written once, as MALAYSIA_OFFSET_MS.
    const offset = /\b8\s*\*\s*(3_?600_?000|60\s*\*\s*60_?000|3_?600\s*\*\s*1_?000)\b|\b28_?800_?000\b/;
    expect(filesMatching(sources, offset)).toEqual(["/app/lib/malaysia-clock.ts"]);
  });
});
