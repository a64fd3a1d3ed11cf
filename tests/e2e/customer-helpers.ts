import type { Page } from "@playwright/test";

/** Fill and submit the customer login form on the current page (/auth/login). */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel("Email or Username").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
