import type { Page } from "@playwright/test";

/** Fill and submit the customer login form on the current page (/auth/login). */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel("Email or Username").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Register a new customer through the sign-up page; the browser is then signed in on /. */
export async function registerCustomer(page: Page, username: string, password = "Chat-pass-1") {
  await page.goto("/auth/register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email address").fill(`${username}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
