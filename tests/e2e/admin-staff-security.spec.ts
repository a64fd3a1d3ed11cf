import { expect, test } from "@playwright/test";
import { apiPost, open, signInByApi, unique } from "./admin-helpers";

test("the storefront header shows a signed-in staff member a way to the back office, never Sign up", async ({
  page,
}, testInfo) => {
  await open(page, "/shop");
  await expect(page.getByTestId("back-office-link")).toHaveCount(0);

  await signInByApi(page);
  const username = unique(testInfo, "desk");
  expect(
    (
      await apiPost(page, "/api/admin/staff", {
        username,
        email: `${username}@example.com`,
        password: "Desk-pass-1",
        permissions: {},
      })
    ).status(),
  ).toBe(201);
  await page.context().clearCookies();
  await signInByApi(page, username, "Desk-pass-1");

  await open(page, "/shop");
  const link = page.getByTestId("back-office-link");
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(`Back office, signed in as ${username}`);
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();

  // Signed out of the back office, the header is a guest's again.
  expect((await apiPost(page, "/api/admin/logout", {})).status()).toBe(200);
  await open(page, "/shop");
  await expect(page.getByTestId("back-office-link")).toHaveCount(0);
  if (testInfo.project.name.startsWith("desktop")) {
    await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
  }
});
