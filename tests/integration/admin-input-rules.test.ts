// What staff enter follows the storefront's own rules (registration, page content, bans), and what
// they read and write of a customer is as the spec words it.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Browser } from "./browser";
import { seedDatabase } from "./helpers";

// Many of these tests hash real passwords dozens of times on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(seedDatabase);

/** A fresh customer signed in from its own browser (and client address). */
let customers = 0;

async function newCustomer(address?: string) {
  customers += 1;
  const account = {
    username: `hard${customers}`,
    email: `hard${customers}@shop.test`,
    password: `Hard-${customers}-pass`,
    confirmPassword: `Hard-${customers}-pass`,
  };
  const browser = new Browser();
  const headers: Record<string, string> = address ? { "CF-Connecting-IP": address } : {};
  const response = await browser.post("/api/auth/register", account, { headers });
  expect(response.status).toBe(201);
  const row = await env.DB.prepare("SELECT id, password FROM users WHERE username = ?")
    .bind(account.username)
    .first<{ id: number; password: string }>();
  return { browser, account, userId: row?.id ?? 0, passwordHash: row?.password ?? "" };
}

describe("admin-entered users follow the registration rules", () => {
  async function root() {
    const { rootSession, as } = await import("./admin-helpers");
    return as(await rootSession());
  }
  const base = { password: "Admin-made-1", role: "bronze" };

  it("refuses the reserved super-admin name, another user's e-mail (any case), and names registration refuses", async () => {
    const admin = await root();
    const reserved = await admin.post("/api/admin/users", {
      ...base,
      username: "JalanSIM",
      email: "r1@shop.test",
    });
    expect(reserved.status).toBe(409);
    const taken = await admin.post("/api/admin/users", {
      ...base,
      username: "fresh.one",
      email: "DEMO@shop.test",
    });
    expect(taken.status).toBe(409);
    const spaced = await admin.post("/api/admin/users", {
      ...base,
      username: "two words",
      email: "r2@shop.test",
    });
    expect(spaced.status).toBe(400);
    expect(((await spaced.json()) as { error: string }).error).toMatch(/spaces/);
    const ok = await admin.post("/api/admin/users", {
      ...base,
      username: "made.by.admin",
      email: "r3@shop.test",
    });
    expect(ok.status).toBe(201);
    const { user } = (await ok.json()) as { user: { id: number } };
    const renamed = await admin.put(`/api/admin/users/${user.id}`, {
      username: "jalansim",
      email: "r3@shop.test",
      role: "bronze",
    });
    expect(renamed.status).toBe(409);
    const moved = await admin.put(`/api/admin/users/${user.id}`, {
      username: "made.by.admin",
      email: "Demo@Shop.test",
      role: "bronze",
    });
    expect(moved.status).toBe(409);
  });

  it("registration accepts letters of any script and says why spaces are refused", async () => {
    const ok = await new Browser().post("/api/auth/register", {
      username: "José",
      email: "jose@shop.test",
      password: "Jose-pass-1",
      confirmPassword: "Jose-pass-1",
    });
    expect(ok.status).toBe(201);
    const malay = await new Browser().post("/api/auth/register", {
      username: "Siti Nurhaliza",
      email: "siti@shop.test",
      password: "Siti-pass-1",
      confirmPassword: "Siti-pass-1",
    });
    expect(malay.status).toBe(400);
    expect(((await malay.json()) as { error: string }).error).toBe(
      "Username cannot contain spaces: use letters, numbers, dots, dashes or underscores (for example siti.nurhaliza)",
    );
  });
});

describe("customer records as staff read and change them", () => {
  async function root() {
    const { rootSession, as } = await import("./admin-helpers");
    return as(await rootSession());
  }

  it("the admin users list carries countryCode, ipAddress, deletedBy and updatedAt", async () => {
    const admin = await root();
    const list = (await (await admin.get("/api/admin/users?search=demo")).json()) as {
      users?: Record<string, unknown>[];
      items?: Record<string, unknown>[];
    };
    const rows = list.users ?? list.items ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const key of ["countryCode", "ipAddress", "deletedBy", "updatedAt"])
      expect(rows[0]).toHaveProperty(key);
  });

  it("an admin password change is audited as a password change, never with the value", async () => {
    const admin = await root();
    const { userId } = await newCustomer();
    const response = await admin.post(`/api/admin/users/${userId}/change-password`, {
      newPassword: "Audit-pass-9",
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT action, details FROM audit_logs WHERE target_type = 'user' AND target_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(userId)
      .first<{ action: string; details: string }>();
    expect(row?.action).toBe("USER_PASSWORD_CHANGE");
    expect(JSON.parse(row?.details ?? "{}")).toMatchObject({ passwordChanged: true });
    expect(row?.details).not.toContain("Audit-pass-9");
    expect(row?.details).not.toMatch(/pbkdf2|\$/);
  });

  it("page content blank after trimming, control characters included, is refused with the spec's messages", async () => {
    const admin = await root();
    const blankContent = await admin.put("/api/admin/content/about", {
      title: "About",
      content: "\u0000 \u0007\t\u001f ",
    });
    expect(blankContent.status).toBe(400);
    expect(((await blankContent.json()) as { error: string }).error).toBe("Content is required");
    const blankTitle = await admin.put("/api/admin/content/about", {
      title: "\u0000\u200b ",
      content: "Real text",
    });
    expect(blankTitle.status).toBe(400);
    expect(((await blankTitle.json()) as { error: string }).error).toBe("Title is required");
  });

  it("a custom ban accepts fractional hours of at least 1", async () => {
    const { BanSchema, banExpiry } = await import("../../app/schemas/admin/users");
    const ban = BanSchema.safeParse({ reason: "Spam", banDuration: "custom", customHours: "1.5" });
    expect(ban.success).toBe(true);
    expect(banExpiry("custom", 1.5, 0)).toBe(90 * 60 * 1000);
    const tooShort = BanSchema.safeParse({ reason: "Spam", banDuration: "custom", customHours: "0.5" });
    expect(tooShort.error?.issues[0]?.message).toBe("Custom hours must be specified for custom duration");
  });
});
