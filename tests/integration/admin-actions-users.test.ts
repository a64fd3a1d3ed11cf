// The Users tab's intent actions. Each intent: success with its audit row, 403 without
// its permission (the JSON API's), 400 bad input, cross-origin refused, unknown user 404.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { lastAudit, rootSession, staffCookie } from "./admin-helpers";
import { seedDatabase } from "./helpers";

let manager: string;
let banner: string;
let nobody: string;
let userId: number;

const user = (id: number) =>
  env.DB.prepare("select username, role, banned, deleted_at as deletedAt from users where id = ?")
    .bind(id)
    .first<{ username: string; role: string; banned: number; deletedAt: number | null }>();

beforeAll(async () => {
  await seedDatabase();
  const root = await rootSession();
  // The tab itself needs Manage users; banning needs Ban users too, as the API's routes do.
  manager = await staffCookie(root, "users-manager", { canManageUsers: true });
  banner = await staffCookie(root, "users-banner", { canManageUsers: true, canBanUsers: true });
  nobody = await staffCookie(root, "users-nobody", { canViewOrders: true });
});

const post = (fields: Record<string, string | number>, cookie: string, origin?: string) =>
  postIntent("users", fields, cookie, origin);

describe("the Users tab's actions", () => {
  it("create: an account, audited; refuses what the API refuses", async () => {
    const create = {
      intent: "create",
      username: "tabsuser1",
      email: "tabsuser1@shop.test",
      password: "secret-1",
    };
    await expectRefused(() => post(create, nobody), 403);
    await expectRefused(() => post(create, manager, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...create, password: "short" }, manager), 400)).toMatchObject({
      fieldErrors: { password: "Password must be at least 8 characters" },
    });
    // An empty form: the API schema's own messages, though empty fields are not posted.
    expect(await expectRefused(() => post({ intent: "create" }, manager), 400)).toMatchObject({
      fieldErrors: { username: "Username is required", password: "Password must be at least 8 characters" },
    });
    await expectDone(post(create, manager), /User created/);
    const row = await env.DB.prepare("select id from users where username = 'tabsuser1'").first<{
      id: number;
    }>();
    userId = row?.id ?? 0;
    expect(await lastAudit()).toMatchObject({ action: "USER_CREATE", target_id: userId });
    await expectRefused(() => post(create, manager), 409);
  });

  it("update: an edit, audited; refuses what the API refuses", async () => {
    const update = {
      intent: "update",
      id: userId,
      username: "tabsuser1",
      email: "tabsuser1@shop.test",
      role: "gold",
    };
    await expectRefused(() => post(update, nobody), 403);
    await expectRefused(() => post(update, manager, "https://evil.test"), 403);
    await expectRefused(() => post({ ...update, email: "not-an-email" }, manager), 400);
    await expectRefused(() => post({ ...update, id: 999999 }, manager), 404);
    await expectDone(post(update, manager), /User updated/);
    expect((await user(userId))?.role).toBe("gold");
    expect(await lastAudit()).toMatchObject({ action: "USER_UPDATE", target_id: userId });
  });

  it("role: changes the role, audited; refuses what the API refuses", async () => {
    const role = { intent: "role", id: userId, role: "silver" };
    await expectRefused(() => post(role, nobody), 403);
    await expectRefused(() => post(role, manager, "https://evil.test"), 403);
    await expectRefused(() => post({ ...role, role: "emperor" }, manager), 400);
    await expectRefused(() => post({ ...role, id: 999999 }, manager), 404);
    await expectDone(post(role, manager), /User role updated successfully/);
    expect((await user(userId))?.role).toBe("silver");
    expect((await lastAudit())?.action).toBe("USER_ROLE_CHANGE");
  });

  it("password: sets a new password, audited; refuses what the API refuses", async () => {
    const password = { intent: "password", id: userId, newPassword: "another-1" };
    await expectRefused(() => post(password, nobody), 403);
    await expectRefused(() => post(password, manager, "https://evil.test"), 403);
    await expectRefused(() => post({ ...password, newPassword: "abc" }, manager), 400);
    await expectRefused(() => post({ ...password, id: 999999 }, manager), 404);
    await expectDone(post(password, manager), /Password changed/);
    expect((await lastAudit())?.action).toBe("USER_PASSWORD_CHANGE");
  });

  it("ban and unban: need Ban users, audited; refuse what the API refuses", async () => {
    const ban = { intent: "ban", id: userId, reason: "Chargebacks", banDuration: "custom", customHours: 36 };
    await expectRefused(() => post(ban, manager), 403);
    await expectRefused(() => post(ban, banner, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...ban, customHours: "" }, banner), 400)).toMatchObject({
      fieldErrors: { customHours: "Custom hours must be specified for custom duration" },
    });
    expect(await expectRefused(() => post({ ...ban, reason: "" }, banner), 400)).toMatchObject({
      fieldErrors: { reason: "Ban reason is required" },
    });
    await expectRefused(() => post({ ...ban, id: 999999 }, banner), 404);
    // SPEC.md §8 names this failure's toast.
    expect((await post({ ...ban, id: 999999 }, banner)).toast).toMatch(/"title":"Failed to ban user"/);
    await expectDone(post(ban, banner), /User banned successfully/);
    expect((await user(userId))?.banned).toBe(1);
    expect(await lastAudit()).toMatchObject({ action: "USER_BAN", target_id: userId });

    await expectRefused(() => post({ intent: "unban", id: userId }, manager), 403);
    await expectRefused(() => post({ intent: "unban", id: userId }, banner, "https://evil.test"), 403);
    await expectRefused(() => post({ intent: "unban", id: "me" }, banner), 400);
    await expectRefused(() => post({ intent: "unban", id: 999999 }, banner), 404);
    await expectDone(post({ intent: "unban", id: userId }, banner), /User unbanned successfully/);
    expect((await user(userId))?.banned).toBe(0);
    expect((await lastAudit())?.action).toBe("USER_UNBAN");
  });

  it("delete: deletes the account, audited; refuses what the API refuses", async () => {
    await expectRefused(() => post({ intent: "delete", id: userId }, nobody), 403);
    await expectRefused(() => post({ intent: "delete", id: userId }, manager, "https://evil.test"), 403);
    await expectRefused(() => post({ intent: "delete" }, manager), 400);
    await expectRefused(() => post({ intent: "delete", id: 999999 }, manager), 404);
    expect((await post({ intent: "delete", id: 999999 }, manager)).toast).toMatch(/"title":"Delete failed"/);
    await expectDone(post({ intent: "delete", id: userId }, manager), /User deleted/);
    expect((await user(userId))?.deletedAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "USER_DELETE", target_id: userId });
  });
});
