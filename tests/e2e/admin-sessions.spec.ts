import { apiPost, open, signInByApi, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

// My account's "Where you're signed in": a staff member sees their own sessions and ends another.

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

test("a staff member sees where they are signed in and signs another browser out", async ({
  page,
  browser,
}, testInfo) => {
  await signInByApi(page);
  const username = unique(testInfo, "sess");
  const created = await apiPost(page, "/api/admin/staff", {
    username,
    email: `${username}@example.com`,
    password: "Desk-pass-1",
    permissions: {},
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  const elsewhere = await browser.newContext({ userAgent: ANDROID });
  const other = await elsewhere.newPage();
  await signInByApi(other, username, "Desk-pass-1");
  await signInByApi(page, username, "Desk-pass-1");

  await open(page, "/admin/account");
  const card = page.getByRole("region", { name: "Where you're signed in" });
  const rows = card.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("This device");
  await expect(rows.nth(1)).toContainText("Chrome on Android");

  await rows.nth(1).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Signed out of that device" })).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect((await other.request.get("/api/admin/me")).status()).toBe(401);
  expect((await page.request.get("/api/admin/me")).status()).toBe(200);
  await elsewhere.close();
});
