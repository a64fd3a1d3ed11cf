// Request bodies are capped before any parsing, and a refused body is still read to its end.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Browser } from "./browser";
import { ORIGIN, seedDatabase } from "./helpers";

// Many of these tests hash real passwords dozens of times on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

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

describe("request bodies are capped and never left unread", () => {
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
