// The installable shop and its offline eSIM pages, as the Worker serves them (decision 0034): the
// manifest and its icons, a CSP that lets the service worker and the manifest load, the account
// tag the service worker reads to drop another account's saved pages, and private pages that
// never reach the edge cache. The service worker itself is tested in Chromium (offline.spec.ts).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import manifestText from "../../public/manifest.webmanifest?raw";
import { sha256Hex } from "../../worker/auth/tokens";
import { SESSION_EXPIRES_HEADER, SESSION_MARK_HEADER } from "../../worker/web/cookies/session-mark.server";
import { Browser } from "./browser";
import { call, seedDatabase } from "./helpers";
import { signedIn } from "./signed-in-customer";

// The names the service worker reads (public/sw.js), as it spells them.
const ACCOUNT_TAG_HEADER = "X-Account-Tag";
const SESSION_MARK_COOKIE = "__Host-session-mark";

const icons = import.meta.glob<string>("../../public/icons/*.png", {
  query: "?inline",
  import: "default",
  eager: true,
});

/** Width and height from a PNG's IHDR chunk (a data: URL from Vite's `?inline`). */
function pngSize(dataUrl: string): string {
  const bytes = Uint8Array.from(atob(dataUrl.split(",")[1] ?? ""), (c) => c.charCodeAt(0));
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  const view = new DataView(bytes.buffer);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

const ESIM_PAGE = "/my-orders/1/esim";

beforeAll(seedDatabase);

describe("web app manifest", () => {
  const manifest = JSON.parse(manifestText) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  it("names the shop, opens on My eSIMs as a standalone app in the brand's colours", () => {
    expect(manifest).toMatchObject({
      name: env.BRAND_NAME,
      short_name: env.BRAND_NAME,
      start_url: "/my-esims",
      display: "standalone",
      theme_color: "#0f766e",
      background_color: "#f8fafc",
    });
  });

  it("lists 192 and 512 px PNG icons and a maskable one, each shipped at the size it claims", () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const file = icons[`../../public${icon.src}`];
      expect(file, icon.src).toBeDefined();
      expect(pngSize(file ?? "")).toBe(icon.sizes);
    }
  });

  it("may be loaded, with the service worker, under the pages' CSP", async () => {
    const csp = (await call("/about")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe("the account tag on pages", () => {
  it("marks a signed-in customer's pages with an opaque tag, never their id", async () => {
    const { browser, userId } = await signedIn();
    const esim = await browser.get(ESIM_PAGE);
    const tag = esim.headers.get(ACCOUNT_TAG_HEADER) ?? "";
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    // Not the id, nor a hash anyone could compute from it without the server's secret.
    expect(tag).not.toBe(String(userId));
    for (const guess of [String(userId), `user:${userId}`]) {
      expect((await sha256Hex(guess)).startsWith(tag)).toBe(false);
    }
    // The same on every page of that account (.data requests included), so the worker keeps its copies.
    expect((await browser.get("/shop")).headers.get(ACCOUNT_TAG_HEADER)).toBe(tag);
    expect((await browser.get("/my-orders.data")).headers.get(ACCOUNT_TAG_HEADER)).toBe(tag);
  });

  it("differs between accounts", async () => {
    const one = await signedIn();
    const two = await signedIn();
    const first = (await one.browser.get(ESIM_PAGE)).headers.get(ACCOUNT_TAG_HEADER);
    const second = (await two.browser.get(ESIM_PAGE)).headers.get(ACCOUNT_TAG_HEADER);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it("is absent on public answers, API answers and anonymous pages", async () => {
    expect((await call("/shop")).headers.has(ACCOUNT_TAG_HEADER)).toBe(false);
    expect((await call(ESIM_PAGE)).headers.has(ACCOUNT_TAG_HEADER)).toBe(false);
    const { browser } = await signedIn();
    expect((await browser.get("/api/user/orders")).headers.has(ACCOUNT_TAG_HEADER)).toBe(false);
    const stranger = new Browser();
    stranger.cookies.set("__Host-session", "not-a-real-session-token-at-all-xxxxxxxxxxxx");
    expect((await stranger.get(ESIM_PAGE)).headers.has(ACCOUNT_TAG_HEADER)).toBe(false);
  });

  it("is gone once the session is signed out, even for a cookie kept from before", async () => {
    const { browser } = await signedIn();
    const kept = browser.clone();
    expect((await kept.get(ESIM_PAGE)).headers.has(ACCOUNT_TAG_HEADER)).toBe(true);
    expect((await browser.post("/api/auth/logout")).status).toBe(200);
    expect((await kept.get(ESIM_PAGE)).headers.has(ACCOUNT_TAG_HEADER)).toBe(false);
    expect((await browser.get(ESIM_PAGE)).headers.has(ACCOUNT_TAG_HEADER)).toBe(false);
  });
});

describe("the session mark the service worker checks", () => {
  const markLine = (browser: Browser) =>
    browser.lastSetCookies.find((line) => line.startsWith(`${SESSION_MARK_COOKIE}=`));

  it("is set readable beside the session cookie, for as long, and marks the session's pages", async () => {
    const { browser, token, hash } = await signedIn();
    const mark = browser.cookies.get(SESSION_MARK_COOKIE) ?? "";
    expect(mark).toMatch(/^[0-9a-f]{32}$/);
    // A mark of the session, never its token nor the hash D1 and KV keep it under.
    expect(token).not.toContain(mark);
    expect(hash).not.toContain(mark);
    const esim = await browser.get(ESIM_PAGE);
    expect(esim.headers.get(SESSION_MARK_HEADER)).toBe(mark);
    const row = await env.DB.prepare("SELECT expires_at FROM user_sessions WHERE session_token = ?")
      .bind(hash)
      .first<{ expires_at: number }>();
    expect(Number(esim.headers.get(SESSION_EXPIRES_HEADER))).toBe(row?.expires_at);
    expect((await call(ESIM_PAGE)).headers.has(SESSION_MARK_HEADER)).toBe(false);

    expect((await browser.post("/api/auth/logout")).status).toBe(200);
    expect(markLine(browser)).toMatch(/^__Host-session-mark=;.*Max-Age=0/);
    expect(browser.cookies.has(SESSION_MARK_COOKIE)).toBe(false);
  });

  it("lives with the browser session without remember-me, and as long as the session cookie with it", async () => {
    const plain = new Browser();
    const account = { username: "marked1", email: "marked1@shop.test", password: "Marked-pw-1" };
    await plain.post("/api/auth/register", { ...account, confirmPassword: account.password });
    const session = plain.lastSetCookies.find((line) => line.startsWith("__Host-session="));
    expect(session).not.toMatch(/Max-Age/i);
    expect(markLine(plain)).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
    expect(markLine(plain)).not.toMatch(/HttpOnly|Max-Age|Domain/i);

    const remembered = new Browser();
    await remembered.post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
      rememberMe: true,
    });
    const maxAge = (line?: string) => /Max-Age=(\d+)/i.exec(line ?? "")?.[1];
    const kept = remembered.lastSetCookies.find((line) => line.startsWith("__Host-session="));
    expect(maxAge(kept)).toBe(String(30 * 24 * 60 * 60));
    expect(maxAge(markLine(remembered))).toBe(maxAge(kept));
    expect(remembered.cookies.get(SESSION_MARK_COOKIE)).not.toBe(plain.cookies.get(SESSION_MARK_COOKIE));
  });

  it("is cleared by the next page, page data or API answer once the session has ended elsewhere", async () => {
    const { browser, account } = await signedIn();
    const elsewhere = new Browser();
    await elsewhere.post("/api/auth/login", {
      emailOrUsername: account.username,
      password: account.password,
    });
    for (const [step, next] of [
      ["page", (b: Browser) => b.get("/shop")],
      ["page data", (b: Browser) => b.get("/shop.data")],
      ["chat badge poll", (b: Browser) => b.get("/api/chat/unread")],
    ] as const) {
      const open = browser.clone();
      expect(open.cookies.has(SESSION_MARK_COOKIE)).toBe(true);
      expect((await elsewhere.send("DELETE", "/api/user/sessions")).status).toBe(200);
      const answer = await next(open);
      expect(answer.headers.has(SESSION_MARK_HEADER), step).toBe(false);
      expect(open.cookies.has(SESSION_MARK_COOKIE), step).toBe(false);
    }
  });

  it("is cleared when the browser no longer sends the session cookie, and written again when lost", async () => {
    const { browser } = await signedIn();
    const mark = browser.cookies.get(SESSION_MARK_COOKIE);
    const dropped = browser.clone();
    dropped.cookies.delete("__Host-session");
    await dropped.get("/shop");
    expect(dropped.cookies.has(SESSION_MARK_COOKIE)).toBe(false);

    const lost = browser.clone();
    lost.cookies.delete(SESSION_MARK_COOKIE);
    await lost.get("/shop");
    expect(lost.cookies.get(SESSION_MARK_COOKIE)).toBe(mark);
  });

  it("stays through a refusal that does not end the session (a wrong password)", async () => {
    const { browser } = await signedIn();
    const refused = await browser.post("/api/user/delete-account", { password: "not-the-password" });
    expect(refused.status).toBe(401);
    expect(markLine(browser)).toBeUndefined();
    expect(browser.cookies.has(SESSION_MARK_COOKIE)).toBe(true);
  });
});

describe("private pages and the edge cache", () => {
  it("keeps eSIM pages private, no-store and out of the edge cache, signed in or not", async () => {
    const { browser } = await signedIn();
    for (const answer of [
      await browser.get(ESIM_PAGE),
      await browser.get(ESIM_PAGE),
      await call(ESIM_PAGE),
      await call(ESIM_PAGE),
    ]) {
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(answer.headers.get("Server-Timing")).not.toContain("desc=HIT");
    }
  });
});
