// Issue 16: the holes a hostile client and a careful reader of the spec found, one block per item.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { safeRedirect } from "../../worker/auth/safe-redirect";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";

beforeAll(seedDatabase);

/** A body the test can watch: did the Worker read it to its end? */
function watchedBody(totalBytes: number, chunkBytes = 4096) {
  const state = { sent: 0, finished: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= totalBytes) {
        state.finished = true;
        controller.close();
        return;
      }
      const size = Math.min(chunkBytes, totalBytes - state.sent);
      state.sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, state };
}

async function loginRows(subject: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?")
    .bind(`%${subject}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("1. redirect targets stay on this origin", () => {
  const hostile = [
    "/.//evil.example",
    "/./\\evil.example",
    "/../..//evil.example",
    "/a/..//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/.%2F/evil.example",
    "/%2e/%2fevil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    " /\t/evil.example",
    "/\n/evil.example",
  ];
  it.each(hostile)("refuses %j", (target) => {
    const result = safeRedirect(target, "/fallback");
    expect(result).toBe("/fallback");
  });

  it("keeps ordinary paths with their query and hash, normalised", () => {
    expect(safeRedirect("/profile")).toBe("/profile");
    expect(safeRedirect("/shop?region=Asia&q=a%2Fb#top")).toBe("/shop?region=Asia&q=a%2Fb#top");
    expect(safeRedirect("/plan/../cart")).toBe("/cart");
    expect(safeRedirect("/my-orders?redirectTo=//evil.example")).toBe("/my-orders?redirectTo=//evil.example");
  });

  it("whatever it returns is read by a browser as this origin", () => {
    for (const target of hostile) {
      const out = safeRedirect(target);
      expect(new URL(out, "https://shop.example/x/y").origin).toBe("https://shop.example");
    }
  });
});

describe("6. request bodies are capped and never left unread", () => {
  const big = (bytes: number) =>
    JSON.stringify({ emailOrUsername: "capped-user", password: "x".repeat(bytes) });

  it("answers 413 to a declared JSON body over the cap before any rate limit or parsing", async () => {
    const browser = new Browser();
    const response = await browser.post("/api/auth/login", undefined, {
      body: big(300 * 1024),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body is too large" });
    expect(await loginRows("capped-user")).toBe(0);
  });

  it("answers 413 to a streamed body (no Content-Length) once it passes the cap", async () => {
    const { stream } = watchedBody(400 * 1024);
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": "10.99.0.1" },
        body: stream,
      }),
    );
    expect(response.status).toBe(413);
  });

  it("caps page form posts too", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/auth/login`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: `password=${"x".repeat(100 * 1024)}`,
      }),
    );
    expect(response.status).toBe(413);
  });

  it("still takes ordinary bodies", async () => {
    const browser = new Browser();
    const response = await browser.post("/api/auth/login", { emailOrUsername: "nobody-here", password: "x" });
    expect(response.status).toBe(401);
  });

  it("reads a body it refuses early to its end (wrangler dev loses the next request otherwise)", async () => {
    for (const [path, headers, status] of [
      ["/api/auth/login", { Origin: "https://evil.example", "Content-Type": "application/json" }, 403],
      ["/api/auth/login", { Origin: ORIGIN, "Content-Type": "text/plain" }, 415],
      ["/api/user/orders", { Origin: ORIGIN, "Content-Type": "application/json" }, 404],
      ["/api/auth/change-password", { Origin: ORIGIN, "Content-Type": "application/json" }, 401],
    ] as const) {
      const { stream, state } = watchedBody(100 * 1024);
      const response = await exports.default.fetch(
        new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: stream }),
      );
      expect(response.status, path).toBe(status);
      await response.arrayBuffer();
      expect(state.finished, `${path} ${status}`).toBe(true);
    }
  });
});
