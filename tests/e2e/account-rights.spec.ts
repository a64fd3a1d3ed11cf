import { readFile } from "node:fs/promises";
import { unique } from "./admin-helpers";
import { registerCustomer, signIn } from "./customer-helpers";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// The customer's rights over their data on /profile: where they are signed in, "Download my data"
// and "Delete my account".

const PASSWORD = "Chat-pass-1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const toast = (page: Page) => page.getByTestId("toast");

async function openProfile(page: Page, tab: "security" | "data") {
  await page.goto(`/profile?tab=${tab}`);
  await waitForHydration(page);
}

test("the Security tab lists where the customer is signed in and signs another device out", async ({
  page,
  browser,
}, testInfo) => {
  const username = unique(testInfo, "where");
  await registerCustomer(page, username, PASSWORD);
  const phone = await browser.newContext({
    userAgent: ANDROID,
    extraHTTPHeaders: { "CF-Connecting-IP": `10.201.${testInfo.workerIndex % 250}.${Date.now() % 250}` },
  });
  const phonePage = await phone.newPage();
  await phonePage.goto("/auth/login");
  await waitForHydration(phonePage);
  await signIn(phonePage, username, PASSWORD);
  await phonePage.waitForURL((url) => url.pathname === "/");

  await openProfile(page, "security");
  const card = page.getByRole("region", { name: "Where you're signed in" });
  const rows = card.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("This device");
  await expect(rows.first()).toContainText("Active now");
  await expect(rows.nth(1)).toContainText("Chrome on Android");
  await expect(rows.nth(1)).toContainText(/Last active [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} MYT/);

  // In Malay the same rows read in Malay, times included ("2 Dis 2026 14:09 MYT").
  await page.goto("/ms/profile?tab=security");
  const malayRows = page.getByTestId("session-row");
  await expect(malayRows.nth(1)).toContainText(
    /Kali terakhir aktif \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} MYT/,
  );
  await expect(malayRows.nth(1)).toContainText(/Log masuk \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await openProfile(page, "security");

  await rows
    .nth(1)
    .getByRole("button", { name: /^Sign out Chrome on Android/ })
    .click();
  await expect(toast(page)).toContainText("Signed out of that device");
  await expect(rows).toHaveCount(1);
  await expect(card.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

  await phonePage.goto("/profile");
  await expect(phonePage.getByText("Please log in to access your profile.")).toBeVisible();
  await phone.close();
});

test("Download my data saves a JSON file of the customer's own data", async ({ page }, testInfo) => {
  const username = unique(testInfo, "export");
  await registerCustomer(page, username, PASSWORD);
  await openProfile(page, "data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(data.profile).toMatchObject({ username, email: `${username}@example.com` });
  expect(data.sessions.length).toBeGreaterThan(0);
});

test("Delete my account asks for the password, then erases the account and signs out", async ({
  page,
}, testInfo) => {
  const username = unique(testInfo, "erase");
  await registerCustomer(page, username, PASSWORD);
  await openProfile(page, "data");
  const card = page.getByRole("region", { name: "Delete my account" });
  await expect(card.getByLabel("Password", { exact: true })).toBeHidden();
  await card.getByText("Delete my account…").click();

  await card.getByLabel("Password", { exact: true }).fill("not-my-password");
  await card.getByRole("button", { name: "Delete permanently" }).click();
  await expect(card.getByRole("alert")).toContainText("Password is incorrect");
  await expect(page).toHaveURL(/\/profile\?tab=data$/);

  await card.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await card.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText("Your account has been deleted");

  await page.goto("/profile");
  await expect(page.getByText("Please log in to access your profile.")).toBeVisible();
  await page.goto("/auth/login");
  await waitForHydration(page);
  await signIn(page, username, PASSWORD);
  await expect(toast(page)).toContainText("Invalid username/email or password");
});
