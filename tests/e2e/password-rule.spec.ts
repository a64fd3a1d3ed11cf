// The 8-character rule and the common-password refusal on the register form, and the request to
// choose a new password on Profile → Security, in English, Malay and Chinese (decision 0064).

import { unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

const SHOTS = process.env.SHOTS_DIR;

const LANGS = [
  {
    prefix: "",
    lang: "en",
    short: "Password must be at least 8 characters",
    common: "This password is too common. Choose one that is harder to guess",
    asked: "Your password is shorter than 8 characters or is one of the most common passwords.",
  },
  {
    prefix: "/ms",
    lang: "ms",
    short: "Kata laluan mestilah sekurang-kurangnya 8 aksara",
    common: "Kata laluan ini terlalu biasa. Pilih kata laluan yang lebih sukar diteka",
    asked: "Kata laluan anda kurang daripada 8 aksara atau antara kata laluan yang paling biasa.",
  },
  {
    prefix: "/zh",
    lang: "zh-Hans",
    short: "密码至少需要 8 个字符",
    common: "此密码过于常见。请选择一个更难猜到的密码",
    asked: "您的密码少于 8 个字符，或属于最常见的密码之一。",
  },
] as const;

for (const { prefix, lang, short, common, asked } of LANGS) {
  test(`${lang}: the register form refuses a short and a common password, and Profile asks for a new one`, async ({
    page,
  }, testInfo) => {
    const shot = async (name: string) => {
      if (!SHOTS) return;
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    };
    const username = unique(testInfo, `rule${lang.slice(0, 2)}`);
    await page.goto(`${prefix}/auth/register`);
    await waitForHydration(page);
    const form = page.locator("form").filter({ has: page.locator('input[name="confirmPassword"]') });
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="email"]').fill(`${username}@example.com`);
    const password = form.locator('input[name="password"]');
    const confirm = form.locator('input[name="confirmPassword"]');
    await password.fill("123456");
    await confirm.fill("123456");
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(short, { exact: true }).first()).toBeVisible();
    await shot("register-short");

    // Long enough for the browser's check: the server refuses it as common, under the field.
    await password.fill("Password1");
    await confirm.fill("Password1");
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(common, { exact: true })).toBeVisible();
    await shot("register-common");

    await password.fill("Kx7-mq2z-Ranau");
    await confirm.fill("Kx7-mq2z-Ranau");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.includes("/auth/"));

    // Where sign-in sends a customer whose password fails today's rule.
    await page.goto(`${prefix}/profile?tab=security&password=change`);
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: asked })).toBeVisible();
    await shot("profile-change-asked");
  });
}
