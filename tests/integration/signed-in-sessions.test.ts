import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { as, json, lastAudit, loginCookie, rootSession, staffCookie } from "./admin-helpers";
import { Browser } from "./browser";
import { live, newCustomer } from "./chat-helpers";
import { call, seedDatabase } from "./helpers";

// "Where you're signed in": customers (/api/user/sessions) and staff (/api/admin/account/sessions).

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

beforeAll(seedDatabase);

/** A second browser of the same customer, signed in from an Android phone. */
async function phoneOf(username: string) {
  const phone = new Browser();
  const res = await phone.post(
    "/api/auth/login",
    { emailOrUsername: username, password: "Chat-pass-1" },
    { headers: { "User-Agent": PHONE } },
  );
  expect(res.status).toBe(200);
  return phone;
}

describe("customer sessions", () => {
  it("lists the customer's own open sessions: device, place, last seen, this device; never a token", async () => {
    const me = await newCustomer("lister");
    await phoneOf(me.username);
    const other = await newCustomer("other");
    const response = await me.browser.get("/api/user/sessions");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { items } = await json(response);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ current: true });
    expect(items[1]).toMatchObject({ current: false, device: "Chrome on Android" });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        "createdAt",
        "current",
        "device",
        "id",
        "lastSeenAt",
        "place",
      ]);
      expect(typeof item.place).toBe("string");
      expect(item.lastSeenAt).not.toBeNull();
    }
    const otherIds = (await json(await other.browser.get("/api/user/sessions"))).items.map(
      (s: { id: number }) => s.id,
    );
    expect(items.map((s: { id: number }) => s.id)).not.toContain(otherIds[0]);
  });

  it("records the User-Agent and Cloudflare's place when the session starts, never the address", async () => {
    const me = await newCustomer("recorded");
    await phoneOf(me.username);
    const row = await env.DB.prepare(
      "SELECT user_agent, place, last_seen_at FROM user_sessions WHERE user_id = (SELECT id FROM users WHERE username = ?) ORDER BY id DESC LIMIT 1",
    )
      .bind(me.username)
      .first<{ user_agent: string; place: string | null; last_seen_at: number }>();
    expect(row?.user_agent).toBe(PHONE);
    expect(row?.last_seen_at).toBeGreaterThan(0);
    expect(row?.place ?? "").not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });

  it("refreshes last seen on a sensitive check at most every five minutes", async () => {
    const me = await newCustomer("seen");
    const { items } = await json(await me.browser.get("/api/user/sessions"));
    const setSeen = (at: number) =>
      env.DB.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE id = ?").bind(at, items[0].id).run();
    const seen = async () =>
      (
        await env.DB.prepare("SELECT last_seen_at AS at FROM user_sessions WHERE id = ?")
          .bind(items[0].id)
          .first<{ at: number }>()
      )?.at;
    const recent = Date.now() - 60_000;
    await setSeen(recent);
    await me.browser.get("/api/user/orders");
    expect(await seen()).toBe(recent);
    const stale = Date.now() - 6 * 60_000;
    await setSeen(stale);
    await me.browser.get("/api/user/orders");
    expect(await seen()).toBeGreaterThan(stale + 5 * 60_000);
  });

  it("ends another session of the customer's own: D1, KV and its chat socket; this one stays", async () => {
    const me = await newCustomer("ender");
    const phone = await phoneOf(me.username);
    const socket = await live(phone, `/api/chat/ws/${me.roomId}`);
    const { items } = await json(await me.browser.get("/api/user/sessions"));
    const phoneSession = items.find((s: { current: boolean }) => !s.current);
    const ended = await me.browser.send("DELETE", `/api/user/sessions/${phoneSession.id}`);
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({ success: true, current: false });
    await socket.until(() => socket.closed !== null);
    expect(socket.closed?.code).toBe(4001);
    expect((await phone.get("/api/user/sessions")).status).toBe(401);
    // The KV copy is gone too: even a page that trusts KV no longer sees the phone signed in.
    const hash = await env.DB.prepare("SELECT session_token FROM user_sessions WHERE id = ?")
      .bind(phoneSession.id)
      .first<{ session_token: string }>();
    expect(await env.SESSIONS.get(`session:${hash?.session_token}`)).toBeNull();
    expect((await me.browser.get("/api/user/sessions")).status).toBe(200);
  });

  it("answers 404 for another customer's session and for a gone one; 400 for a bad id", async () => {
    const me = await newCustomer("owner");
    const stranger = await newCustomer("stranger");
    const theirs = (await json(await stranger.browser.get("/api/user/sessions"))).items[0].id;
    expect((await me.browser.send("DELETE", `/api/user/sessions/${theirs}`)).status).toBe(404);
    expect((await stranger.browser.get("/api/user/sessions")).status).toBe(200);
    expect((await me.browser.send("DELETE", "/api/user/sessions/999999")).status).toBe(404);
    expect((await me.browser.send("DELETE", "/api/user/sessions/abc")).status).toBe(400);
  });

  it("signs out everywhere else, keeping this browser", async () => {
    const me = await newCustomer("everywhere");
    const phone = await phoneOf(me.username);
    const tablet = await phoneOf(me.username);
    const response = await me.browser.send("DELETE", "/api/user/sessions");
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await phone.get("/api/user/sessions")).status).toBe(401);
    expect((await tablet.get("/api/user/sessions")).status).toBe(401);
    const { items } = await json(await me.browser.get("/api/user/sessions"));
    expect(items).toHaveLength(1);
  });

  it("refuses the signed out, an ended session and another site", async () => {
    expect((await call("/api/user/sessions")).status).toBe(401);
    expect((await call("/api/user/sessions/1", { method: "DELETE" })).status).toBe(401);
    const me = await newCustomer("foreign");
    const phone = await phoneOf(me.username);
    const { items } = await json(await me.browser.get("/api/user/sessions"));
    const other = items.find((s: { current: boolean }) => !s.current).id;
    const foreign = await me.browser.send("DELETE", `/api/user/sessions/${other}`, undefined, {
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await phone.get("/api/user/sessions")).status).toBe(200);
    const stolen = me.browser.clone();
    await me.browser.post("/api/auth/logout");
    expect((await stolen.get("/api/user/sessions")).status).toBe(401);
    expect((await stolen.send("DELETE", `/api/user/sessions/${other}`)).status).toBe(401);
  });
});

describe("staff sessions", () => {
  it("lists the member's own sessions only; ending one is audited and signs that browser out", async () => {
    const root = await rootSession();
    const member = await staffCookie(root, "sessions.staff", {});
    const laptop = await loginCookie("sessions.staff", "Staff-pass-1");
    const mine = await json(await as(member).get("/api/admin/account/sessions"));
    expect(mine.items).toHaveLength(2);
    expect(mine.items[0]).toMatchObject({ current: true });
    const rootIds = (await json(await as(root).get("/api/admin/account/sessions"))).items.map(
      (s: { id: number }) => s.id,
    );
    expect(rootIds).not.toContain(mine.items[1].id);
    // Another member's session is not found, and stays signed in.
    expect((await as(member).del(`/api/admin/account/sessions/${rootIds[0]}`)).status).toBe(404);
    expect((await as(root).get("/api/admin/account/sessions")).status).toBe(200);

    const ended = await as(member).del(`/api/admin/account/sessions/${mine.items[1].id}`);
    expect(ended.status).toBe(200);
    expect(ended.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await lastAudit()).toMatchObject({ action: "STAFF_SESSION_END", target_type: "admin_user" });
    expect((await as(laptop).get("/api/admin/account/sessions")).status).toBe(401);
    expect((await as(member).get("/api/admin/account/sessions")).status).toBe(200);
  });

  it("signs out everywhere else for staff, with one audit row", async () => {
    const root = await rootSession();
    const member = await staffCookie(root, "everywhere.staff", {});
    const other = await loginCookie("everywhere.staff", "Staff-pass-1");
    const response = await as(member).del("/api/admin/account/sessions");
    expect(await response.json()).toEqual({ ended: 1 });
    expect(await lastAudit()).toMatchObject({ action: "STAFF_SESSION_END" });
    expect((await as(other).get("/api/admin/account/sessions")).status).toBe(401);
    expect((await as(member).get("/api/admin/account/sessions")).status).toBe(200);
  });

  it("refreshes a staff session's last seen when it is older than five minutes", async () => {
    const member = await staffCookie(await rootSession(), "seen.staff", {});
    const [current] = (await json(await as(member).get("/api/admin/account/sessions"))).items;
    const stale = Date.now() - 6 * 60_000;
    await env.DB.prepare("UPDATE admin_sessions SET last_seen_at = ? WHERE id = ?")
      .bind(stale, current.id)
      .run();
    const [after] = (await json(await as(member).get("/api/admin/account/sessions"))).items;
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(stale + 5 * 60_000);
  });

  it("refuses the signed out, a bad id and another site", async () => {
    expect((await call("/api/admin/account/sessions")).status).toBe(401);
    const root = await rootSession();
    expect((await as(root).del("/api/admin/account/sessions/zero")).status).toBe(400);
    const foreign = await call("/api/admin/account/sessions/1", {
      method: "DELETE",
      headers: { Cookie: root, Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });
});
