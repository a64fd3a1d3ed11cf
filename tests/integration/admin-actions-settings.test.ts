// The Settings tab's intent actions (store contact, checkout rule, shipping, Stripe keys, staff
// accounts). Each intent: success with its audit row, 403 without its access (the JSON API's),
// 400 bad input, cross-origin refused; secrets stay out of toasts, answers and audit rows.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { expectDone, expectRefused, postIntent } from "./admin-actions-harness";
import { as, json, lastAudit, loginCookie, rootSession, staffCookie } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

let root: string;
let editor: string;
let nobody: string;

beforeAll(async () => {
  await seedDatabase();
  root = await rootSession();
  // The tab needs Manage content (as /api/admin/settings/store does); keys and staff the super admin.
  editor = await staffCookie(root, "settings-editor", { canManageContent: true });
  nobody = await staffCookie(root, "settings-nobody", { canViewOrders: true });
});

const post = (fields: Record<string, string | number>, cookie: string, origin?: string) =>
  postIntent("settings", fields, cookie, origin);

const staffRow = (username: string) =>
  env.DB.prepare(
    `select a.id, a.active, p.can_ban_users as ban, p.can_view_orders as orders
       from admin_users a left join admin_permissions p on p.admin_id = a.id where a.username = ?`,
  )
    .bind(username)
    .first<{ id: number; active: number; ban: number; orders: number }>();

/** What the tab's loader gives this member (a document GET of /admin/settings). */
async function settingsPage(cookie: string) {
  const request = new Request(`${ORIGIN}/admin/settings`, { headers: { Cookie: cookie } });
  const { page } = await queryRoutes(appHandler, request);
  return page?.loaderData["routes/admin.settings"] as {
    payments: { mode: string; secretKey: string | null } | null;
    shipping: Record<string, number>;
    staff: unknown[] | null;
  };
}

/** The ids the Orders list shows under a flag, to a member who may view orders. */
async function flagged(flag: string, cookie: string) {
  const request = new Request(`${ORIGIN}/admin/orders?flag=${flag}&pageSize=100`, {
    headers: { Cookie: cookie },
  });
  const { page } = await queryRoutes(appHandler, request);
  const data = page?.loaderData["routes/admin.orders"] as { orders: { items: { id: number }[] } };
  return data.orders.items.map((order) => order.id);
}

/** A paid eSIM order (no Physical SIM waiting) paid this many hours ago. */
async function paidHoursAgo(hours: number) {
  const row = await env.DB.prepare(
    `insert into orders (customer_email, customer_name, total_amount_sen, status, paid_at)
       values ('stuck@x.test', 'Stuck', 3500, 'paid', ?) returning id`,
  )
    .bind(Date.now() - hours * 3_600_000)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe("the Settings tab's actions", () => {
  it("save-contact: saves the support contact, audited; refuses what the API refuses", async () => {
    const contact = {
      intent: "save-contact",
      supportEmail: "Help@Shop.test",
      supportPhone: "+60 3-1111 2222",
      supportWhatsapp: "+60 12-333 4444",
    };
    await expectRefused(() => post(contact, nobody), 403);
    await expectRefused(() => post(contact, editor, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...contact, supportEmail: "nope" }, editor), 400)).toMatchObject({
      fieldErrors: { supportEmail: "Invalid email address" },
    });
    // An empty form: the schema's own messages, though empty fields are not posted.
    expect(await expectRefused(() => post({ intent: "save-contact" }, editor), 400)).toMatchObject({
      fieldErrors: { supportPhone: "Phone is required", supportWhatsapp: "Messaging number is required" },
    });
    await expectDone(post(contact, editor), /Settings saved/);
    expect(await lastAudit()).toMatchObject({ action: "SETTINGS_UPDATE", target_type: "store_settings" });
    const saved = await json(await as(editor).get("/api/admin/settings/store"));
    expect(saved).toEqual({
      supportEmail: "help@shop.test",
      supportPhone: "+60 3-1111 2222",
      supportWhatsapp: "+60 12-333 4444",
    });
  });

  it("checkout-rule: the checkbox turns the rule on and (left out) off, audited", async () => {
    const rule = async () =>
      (await json(await as(editor).get("/api/admin/settings/checkout"))).requireVerifiedEmail;
    const on = { intent: "checkout-rule", requireVerifiedEmail: "on" };
    await expectRefused(() => post(on, nobody), 403);
    await expectRefused(() => post(on, editor, "https://evil.test"), 403);
    await expectRefused(() => post({ ...on, requireVerifiedEmail: "perhaps" }, editor), 400);
    await expectDone(post(on, editor), /Checkout setting saved.*must verify/);
    expect(await rule()).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: "SETTING_UPDATE", target_type: "setting" });
    await expectDone(post({ intent: "checkout-rule" }, editor), /can pay without verifying/);
    expect(await rule()).toBe(false);
    expect(JSON.parse((await lastAudit())?.details ?? "{}")).toMatchObject({ value: false });
  });

  it("shipping-rules: the estimate and the stuck hours, shown, saved and audited; min ≤ max", async () => {
    // Unset, the form shows the defaults the checkout and Today use.
    expect((await settingsPage(editor)).shipping).toEqual({
      westMin: 2,
      westMax: 3,
      eastMin: 3,
      eastMax: 5,
      stuckHours: 24,
    });
    const rules = {
      intent: "shipping-rules",
      westMin: 4,
      westMax: 6,
      eastMin: 5,
      eastMax: 9,
      stuckHours: 48,
    };
    await expectRefused(() => post(rules, nobody), 403);
    await expectRefused(() => post(rules, editor, "https://evil.test"), 403);
    const WEST = "West Malaysia's";
    const EAST = "Sabah, Sarawak and Labuan's";
    const HOURS = "Hours before a paid order needs attention";
    const refusals: [Record<string, number>, string, string][] = [
      [{ westMin: 7 }, "westMax", `${WEST} most days must be at least its fewest days`],
      [{ eastMin: 10 }, "eastMax", `${EAST} most days must be at least their fewest days`],
      [{ eastMax: 31 }, "eastMax", `${EAST} most days must be at most 30`],
      [{ westMin: 1.5 }, "westMin", `${WEST} fewest days must be a whole number`],
      [{ stuckHours: 0 }, "stuckHours", `${HOURS} must be at least 1`],
      [{ stuckHours: 721 }, "stuckHours", `${HOURS} must be at most 720`],
    ];
    for (const [change, field, message] of refusals) {
      expect(await expectRefused(() => post({ ...rules, ...change }, editor), 400)).toMatchObject({
        fieldErrors: { [field]: message },
      });
    }
    await expectDone(post(rules, editor), /Shipping saved.*4–6 working days.*after 48 hours/);
    const saved = { westMin: 4, westMax: 6, eastMin: 5, eastMax: 9, stuckHours: 48 };
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "SETTING_UPDATE", target_type: "setting" });
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject(saved);
    expect((await settingsPage(editor)).shipping).toEqual(saved);
    expect(await json(await as(editor).get("/api/admin/settings/shipping"))).toEqual(saved);
  });

  it("the stuck rule follows the saved hours on the Orders list", async () => {
    const days = { westMin: 2, westMax: 3, eastMin: 3, eastMax: 5 };
    const hours = (stuckHours: number) =>
      expectDone(
        post({ intent: "shipping-rules", ...days, stuckHours }, editor),
        `after ${stuckHours} hours`,
      );
    await hours(48);
    // Past the default 24 hours but within the new 48: not yet stuck.
    const waiting = await paidHoursAgo(30);
    const stuck = await paidHoursAgo(49);
    const listed = await flagged("stuck", root);
    expect(listed).toContain(stuck);
    expect(listed).not.toContain(waiting);
    await hours(29);
    expect(await flagged("stuck", root)).toEqual(expect.arrayContaining([stuck, waiting]));
  });

  it("Stripe keys: saved and removed by the super admin only, never echoed back", async () => {
    const secretKey = "sk_test_settings_tab_secret_4242";
    const webhookSecret = "whsec_settings_tab_signing_secret";
    const keys = { intent: "save-payment-keys", secretKey, webhookSecret };
    // Manage content opens the tab, not the keys (PUT /api/admin/settings/payments is superAdmin).
    await expectRefused(() => post(keys, editor), 403);
    await expectRefused(() => post({ intent: "clear-payment-keys" }, editor), 403);
    await expectRefused(() => post(keys, root, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...keys, secretKey: "pk_test_wrong" }, root), 400)).toMatchObject(
      {
        error: "The secret key starts with sk_test_ or sk_live_",
      },
    );
    await expectRefused(() => post({ ...keys, webhookSecret: `whsec_${"x".repeat(300)}` }, root), 400);
    expect((await settingsPage(editor)).payments).toBeNull();
    expect((await settingsPage(root)).payments).toMatchObject({ mode: "demo" });

    const saved = await post(keys, root);
    expect(saved.status).toBe(200);
    expect(saved.toast).toMatch(/Stripe keys saved/);
    for (const text of [saved.toast, JSON.stringify(saved.answer), (await lastAudit())?.details]) {
      expect(text).not.toContain(secretKey);
      expect(text).not.toContain(webhookSecret);
    }
    expect(await lastAudit()).toMatchObject({ action: "PAYMENT_KEYS_UPDATE", target_type: "store_settings" });
    const page = await settingsPage(root);
    expect(page.payments?.mode).toBe("test");
    expect(page.payments?.secretKey).not.toBe(secretKey);

    await expectDone(post({ intent: "clear-payment-keys" }, root), /Stripe keys removed/);
    expect(await lastAudit()).toMatchObject({ action: "PAYMENT_KEYS_UPDATE" });
    expect((await settingsPage(root)).payments?.mode).toBe("demo");
  });

  it("create-staff: a controller with no permissions, audited; refuses what the API refuses", async () => {
    const create = {
      intent: "create-staff",
      username: "tab-staffer",
      email: "tab-staffer@shop.test",
      password: "Staffer-pass-1",
    };
    await expectRefused(() => post(create, editor), 403);
    await expectRefused(() => post(create, root, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...create, password: "short" }, root), 400)).toMatchObject({
      fieldErrors: { password: "Password must be at least 8 characters" },
    });
    await expectDone(post(create, root), /Staff account created/);
    const row = await staffRow("tab-staffer");
    expect(row).toMatchObject({ active: 1, ban: 0, orders: 0 });
    expect(await lastAudit()).toMatchObject({ action: "STAFF_CREATE", target_id: row?.id });
    // Shown under the form, not toasted (as before).
    const taken = await post(create, root);
    expect(taken.status).toBe(409);
    expect(taken.toast).toBe("");
  });

  it("staff-permissions: the ticked boxes become the member's permissions, audited", async () => {
    const id = (await staffRow("tab-staffer"))?.id ?? 0;
    const boxes = { intent: "staff-permissions", id, canBanUsers: "on", canViewOrders: "on" };
    await expectRefused(() => post(boxes, editor), 403);
    await expectRefused(() => post(boxes, root, "https://evil.test"), 403);
    await expectRefused(() => post({ ...boxes, id: "someone" }, root), 400);
    await expectRefused(() => post({ ...boxes, canBanUsers: "yes please" }, root), 400);
    await expectRefused(() => post({ ...boxes, id: 999999 }, root), 404);
    await expectDone(post(boxes, root), /tab-staffer's access has changed/);
    expect(await staffRow("tab-staffer")).toMatchObject({ ban: 1, orders: 1 });
    expect(await lastAudit()).toMatchObject({ action: "STAFF_PERMISSIONS_UPDATE", target_id: id });
    // A box left out is off.
    await expectDone(
      post({ intent: "staff-permissions", id, canViewOrders: "on" }, root),
      /Permissions updated/,
    );
    expect(await staffRow("tab-staffer")).toMatchObject({ ban: 0, orders: 1 });
  });

  it("deactivate-staff and activate-staff: end and restore access, audited", async () => {
    const id = (await staffRow("tab-staffer"))?.id ?? 0;
    const staffer = await loginCookie("tab-staffer", "Staffer-pass-1");
    await expectRefused(() => post({ intent: "deactivate-staff", id }, editor), 403);
    await expectRefused(() => post({ intent: "deactivate-staff", id }, root, "https://evil.test"), 403);
    await expectRefused(() => post({ intent: "deactivate-staff" }, root), 400);
    await expectRefused(() => post({ intent: "deactivate-staff", id: 999999 }, root), 404);
    await expectDone(post({ intent: "deactivate-staff", id }, root), /Staff account deactivated/);
    expect((await staffRow("tab-staffer"))?.active).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: "STAFF_DEACTIVATE", target_id: id });
    expect((await as(staffer).get("/api/admin/me")).status).toBe(401);

    await expectRefused(() => post({ intent: "activate-staff", id }, editor), 403);
    await expectRefused(() => post({ intent: "activate-staff", id }, root, "https://evil.test"), 403);
    await expectRefused(() => post({ intent: "activate-staff", id: 0 }, root), 400);
    await expectDone(post({ intent: "activate-staff", id }, root), /Staff account activated/);
    expect((await staffRow("tab-staffer"))?.active).toBe(1);
    expect(await lastAudit()).toMatchObject({ action: "STAFF_ACTIVATE", target_id: id });
  });

  it("reset-staff-password: a new password, their sessions end, audited without it", async () => {
    const id = (await staffRow("tab-staffer"))?.id ?? 0;
    const staffer = await loginCookie("tab-staffer", "Staffer-pass-1");
    const reset = { intent: "reset-staff-password", id, newPassword: "Brand-new-pass-9" };
    await expectRefused(() => post(reset, editor), 403);
    await expectRefused(() => post(reset, root, "https://evil.test"), 403);
    expect(await expectRefused(() => post({ ...reset, newPassword: "short" }, root), 400)).toMatchObject({
      fieldErrors: { newPassword: "Password must be at least 8 characters" },
    });
    await expectRefused(() => post({ ...reset, id: 999999 }, root), 404);
    // Not the super admin's own (nor another super admin's): shown in the dialog, not toasted.
    const rootId = (await staffRow("root"))?.id ?? 0;
    const own = await post({ ...reset, id: rootId }, root);
    expect(own.status).toBe(409);
    expect(own.toast).toBe("");

    const done = await post(reset, root);
    expect(done.status).toBe(200);
    expect(done.toast).toMatch(/Password reset.*tab-staffer has been signed out everywhere/);
    expect(done.toast).not.toContain("Brand-new-pass-9");
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "STAFF_PASSWORD_RESET", target_id: id });
    expect(audit?.details).not.toContain("Brand-new-pass-9");
    expect((await as(staffer).get("/api/admin/me")).status).toBe(401);
    expect(await loginCookie("tab-staffer", "Brand-new-pass-9")).toMatch(/admin_session=/);
  });

  it("refuses an unknown intent and a member without the tab", async () => {
    await expectRefused(() => post({ intent: "format-disk" }, root), 400);
    await expectRefused(() => post({ intent: "activate-staff", id: 1 }, nobody), 403);
  });
});
