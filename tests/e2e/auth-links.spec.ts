import { unique } from "./admin-helpers";
import { mailLink, registerCustomer, signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";

test("forgot and reset password without JavaScript; the old session ends", async ({ browser }, testInfo) => {
  test.slow();
  const name = unique(testInfo, "reset");
  const signedIn = await browser.newContext();
  const oldSession = await signedIn.newPage();
  await registerCustomer(oldSession, name);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();

  const link = await mailLink(
    await (await browser.newContext()).newPage(),
    `${name}@example.com`,
    "password_reset",
  );
  await page.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Brand-new-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  // A plain POST (no JavaScript): hashing the new password under load can take a few seconds.
  await expect(page.getByTestId("reset-error")).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });

  // The link works once.
  await page.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await page.getByLabel("New password", { exact: true }).fill("Second-try-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Second-try-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("reset-error")).toContainText("invalid or has expired");

  // The session from before the reset is gone; the new password signs in.
  await oldSession.goto("/profile");
  await expect(oldSession.getByText("Please log in to access your profile.")).toBeVisible();
  await oldSession.goto("/auth/login");
  await signIn(oldSession, name, "Brand-new-1");
  await oldSession.waitForURL((url) => url.pathname === "/");
});

test("verify the e-mail from the link sent at sign-up", async ({ page, browser }, testInfo) => {
  test.slow();
  const name = unique(testInfo, "verify");
  await registerCustomer(page, name);
  await page.goto("/profile");
  await expect(page.getByText("Not verified")).toBeVisible();
  await expect(page.getByTestId("resend-verification")).toBeVisible();
  const link = await mailLink(
    await (await browser.newContext()).newPage(),
    `${name}@example.com`,
    "email_verify",
  );
  await page.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByTestId("resend-verification")).toHaveCount(0);
});

test("screenshots of the auth pages", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one set of screenshots");
  test.slow();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/auth/login");
    await page.screenshot({ path: `.tmp/shots/login-${width}.png`, fullPage: true });
    await page.goto("/auth/forgot-password");
    await page.screenshot({ path: `.tmp/shots/forgot-${width}.png`, fullPage: true });
    await page.goto("/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789");
    await page.screenshot({ path: `.tmp/shots/reset-${width}.png`, fullPage: true });
  }
});
