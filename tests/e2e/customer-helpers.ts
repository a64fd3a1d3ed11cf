import { expect, type Page } from "@playwright/test";
import { baseOrigin, SUPER_ADMIN } from "./admin-helpers";

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

/** Open the chat widget (creating the customer's room) and send one message; returns the panel. */
export async function sendChatMessage(page: Page, text: string) {
  const panel = page.getByRole("region", { name: "Live chat support" });
  if (!(await panel.isVisible())) await page.getByRole("button", { name: /^Open live chat/ }).click();
  await panel.getByLabel("Message to support").fill(text);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByTestId("chat-message").filter({ hasText: text })).toHaveCount(1);
  return panel;
}

/** The newest e-mail of a template to an address, read from the admin E-mails list. */
export async function mailLink(page: Page, to: string, template: string): Promise<string> {
  const login = await page.request.post("/api/admin/login", {
    data: SUPER_ADMIN,
    headers: { Origin: baseOrigin(page), "CF-Connecting-IP": `10.77.${process.pid % 250}.1` },
  });
  expect(login.status()).toBe(200);
  let link = "";
  await expect(async () => {
    const res = await page.request.get(`/api/admin/emails?q=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { items: { template: string; text: string | null; status: string }[] };
    const mail = body.items.find((m) => m.template === template && m.text);
    link = /(http:\/\/\S+token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return link;
}
