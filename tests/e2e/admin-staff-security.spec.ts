import { generateHOTP } from "@oslojs/otp";
import { AFTER_SIGN_IN, apiPost, open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";

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

async function newStaff(page: Page, testInfo: TestInfo, base: string, password = "Desk-pass-1") {
  await signInByApi(page);
  const username = unique(testInfo, base);
  const res = await apiPost(page, "/api/admin/staff", {
    username,
    email: `${username}@example.com`,
    password,
    permissions: { canViewOrders: true },
  });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();
  return username;
}

function base32Decode(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.trim()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** What the staff member's authenticator app would show, `offset` steps of 30 s from now. */
const codeFor = (secret: string, offset = 0) =>
  generateHOTP(base32Decode(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

test("a staff member changes their own password from My account; their other session ends", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const username = await newStaff(page, testInfo, "pwself");
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInByApi(other, username, "Desk-pass-1");
  expect((await other.request.get("/api/admin/me")).status()).toBe(200);

  await signInByApi(page, username, "Desk-pass-1");
  await open(page, "/admin");
  await page.getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await page.getByLabel("Current password").fill("wrong-password");
  await page.getByLabel("New password", { exact: true }).fill("Desk-pass-2");
  await page.getByLabel("Confirm new password").fill("Desk-pass-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill("Desk-pass-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Password changed" })).toBeVisible();

  expect((await other.request.get("/api/admin/me")).status()).toBe(401);
  expect((await page.request.get("/api/admin/me")).status()).toBe(200);
  await elsewhere.close();
});

test("a staff member turns on two-factor with the code of the secret shown; sign-in then asks for a code", async ({
  page,
}, testInfo) => {
  test.slow(); // two sign-ins, enrolment and a second sign-in on a shared 2-core machine
  const username = await newStaff(page, testInfo, "otp");
  await signInByApi(page, username, "Desk-pass-1");
  await open(page, "/admin/account");
  await page.getByLabel("Your password").fill("Desk-pass-1");
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(page.getByTestId("totp-qr").locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("That code is not valid")).toBeVisible();
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Recovery codes left:")).toContainText("10");

  await page.context().clearCookies();
  await open(page, "/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("Desk-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await code.fill("12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Sign-in failed. Check the code")).toBeVisible();
  // The enrolment used this half-minute's code (replays are refused, tested in workerd); the app's
  // next one is accepted, as one step of clock drift is.
  await code.fill(codeFor(secret, 1));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: `Welcome back, ${username}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/, AFTER_SIGN_IN);
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
});

test("an expired staff session on a back-office URL signs in again and comes back to it", async ({
  page,
}, testInfo) => {
  test.slow();
  const username = await newStaff(page, testInfo, "expired");
  await signInByApi(page, username, "Desk-pass-1");
  await open(page, "/admin/orders?q=aisyah");
  await expect(page.getByRole("table", { name: "All Orders" })).toBeVisible();
  // The session ends elsewhere (here: a logout from another tab), then the page is used again.
  expect((await apiPost(page, "/api/admin/logout", {})).status()).toBe(200);
  await open(page, "/admin/orders?q=aisyah");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders%3Fq%3Daisyah$/);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("Desk-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=aisyah$/, AFTER_SIGN_IN);
  await expect(page.getByRole("table", { name: "All Orders" })).toBeVisible();

  // A link that tries to leave the site after sign-in lands on the dashboard instead.
  await page.context().clearCookies();
  await open(page, "/admin/login?redirectTo=%2F%2Fevil.example%2Fadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("Desk-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/, AFTER_SIGN_IN);
});

test("without JavaScript My account still sets up two-factor: the key and the recovery codes are on the page", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const username = await newStaff(page, testInfo, "otpnojs");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await signInByApi(plain, username, "Desk-pass-1");
  await plain.goto("/admin/account");
  await plain.getByLabel("Your password").fill("Desk-pass-1");
  await plain.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(plain).toHaveURL(/\/admin\/account$/);
  const secret = (await plain.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await plain.getByLabel("Code from the app").fill(codeFor(secret));
  await plain.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(plain.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  // The toast says so, and holds no secret: only the card shows the codes.
  const flash = plain.getByRole("status").filter({ hasText: "Two-factor sign-in is on" });
  await expect(flash).toBeVisible();
  const codes = await plain.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  await expect(flash).not.toContainText(codes[0] ?? "none");
  await plain.getByRole("button", { name: "I have saved them" }).click();
  await expect(plain.getByText("Recovery codes left:")).toContainText("10");
  await expect(plain.getByTestId("recovery-codes")).toHaveCount(0);
  await context.close();
});
