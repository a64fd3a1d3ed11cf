import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const SHOTS = "/tmp/shots-i18n-server";

/** The page at a phone's and a desktop's width, for a person to look at. */
async function shoot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

// The account's language, end to end: signing up on a Chinese page gives a Chinese verification
// e-mail whose link opens the Chinese page; the switcher works as a plain form without JavaScript.

test("signing up on /zh/auth/register sends the verification e-mail in Chinese, its link to /zh", async ({
  page,
}, testInfo) => {
  const username = `zhmail${testInfo.project.name.slice(0, 1)}${testInfo.retry}${Date.now() % 1e7}`;
  const email = `${username}@example.com`;
  await page.goto("/zh/auth/register");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  // By field name: the page's own words are another branch's to translate.
  const form = page.locator("form", { has: page.locator('input[name="confirmPassword"]') });
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill("Zh-pass-123");
  await form.locator('input[name="confirmPassword"]').fill("Zh-pass-123");
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes("/auth/register"));

  let mail: { subject: string; text: string; html: string | null } | undefined;
  await expect(async () => {
    const res = await page.request.get(`/__dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status()).toBe(200);
    mail = ((await res.json()) as NonNullable<typeof mail>[]).find((m) => m.subject === "验证您的邮箱地址");
    expect(mail).toBeDefined();
  }).toPass({ timeout: 20_000 });
  expect(mail?.text).toContain(`${username}，您好：`);
  expect(mail?.text).toContain("请确认这是您的邮箱地址。此链接只能使用一次，24 小时内有效。");
  expect(mail?.text).not.toContain("Verify your e-mail");
  const link = /(https?:\/\/\S+\/zh\/auth\/verify-email\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  expect(link).not.toBe("");
  if (testInfo.project.name === "desktop") {
    await page.setContent(mail?.html ?? "");
    await shoot(page, "email-verify-zh", true);
  }
  // The link works (where the verified page then leads is the auth pages' business).
  const opened = await page.goto(new URL(link).pathname + new URL(link).search);
  expect(opened?.ok()).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's language switcher posts to /lang: same page and query, in Malay, remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/shop?q=japan");
    await page.getByTestId("footer-languages").getByRole("button", { name: "Bahasa Melayu" }).click();
    await expect(page).toHaveURL(/\/ms\/shop\?q=japan$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ms");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ms");
  });
});

test("the switcher's forms look like the links they replaced, in Malay and Chinese", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "screenshots once");
  for (const prefix of ["/ms", "/zh"]) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/shop`);
    await page.getByTestId("language-menu").locator("summary").click();
    await expect(page.getByTestId("switch-en").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/switcher${prefix.replace("/", "-")}-menu-1280.png` });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${SHOTS}/switcher${prefix.replace("/", "-")}-menu-390.png` });
    await page.keyboard.press("Escape");
    await page.getByTestId("footer-languages").scrollIntoViewIfNeeded();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId("footer-languages").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/switcher${prefix.replace("/", "-")}-footer-${width}.png` });
    }
  }
});
