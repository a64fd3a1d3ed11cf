import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

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
  // A post sent before the form hydrated lands on a fresh document: callers press what React owns.
  // (Without JavaScript the page's inline scripts never ran, and there is nothing to wait for.)
  if (await page.evaluate(() => "__reactRouterContext" in window)) await waitForHydration(page);
}

/** Open the chat widget (creating the customer's room) and send one message; returns the panel. */
export async function sendChatMessage(page: Page, text: string) {
  const panel = page.getByRole("region", { name: "Live chat support" });
  if (!(await panel.isVisible())) await page.getByRole("button", { name: /^Open live chat/ }).click();
  await panel.getByLabel("Message to support").fill(text);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByTestId("chat-message").filter({ hasText: text })).toHaveCount(1);
  return panel;
}

const LINK_SUBJECTS: Record<string, string> = {
  password_reset: "Reset your password",
  email_verify: "Verify your e-mail address",
};

/**
 * The link in the newest e-mail of a template to an address, read from the developer's mailbox
 * (GET /__dev/mailbox): staff never see these links, only their recipient does.
 */
export async function mailLink(page: Page, to: string, template: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const res = await page.request.get(`/__dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(res.status()).toBe(200);
    const mails = (await res.json()) as { subject: string; text: string }[];
    const mail = mails.find((m) => m.subject === LINK_SUBJECTS[template]);
    link = /(http:\/\/\S+token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return link;
}

/** Opens a plan's page and presses its Add to cart once the page is live. */
export async function addFromPlanPage(page: Page, slug: string) {
  await page.goto(`/plans/${slug}`);
  await waitForHydration(page);
  await page
    .getByTestId("purchase-box")
    .getByRole("button", { name: /Add to cart/ })
    .click();
}
