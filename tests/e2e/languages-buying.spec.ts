// Buying in Malay and Chinese: the cart, signing up at checkout ("Create your account"), the Stripe
// stand-in and back to the translated result page, a validation error in the page's language, and
// axe on the login and cart pages. Runs in the staff phase (playwright.config.ts): it takes the
// shop out of demo mode, which enablePayments does by saving the stand-in's keys.
import { mkdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { baseOrigin, unique } from "./admin-helpers";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { enablePayments } from "./payment-helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-i18n-auth";
const en: Record<string, string> = JSON.parse(readFileSync("messages/en.json", "utf8"));

// Every English interface string of these screens (no ICU arguments; status names are data-like).
const ENGLISH = Object.entries(en)
  .filter(([key]) => /^(auth|cart|checkout|forms)\./.test(key))
  .map(([, text]) => text)
  .filter((text) => !/[{}]/.test(text));

/** The plan these tests buy, as English names it: it must not be left on any page after paying in Malay or Chinese. */
const ENGLISH_PLAN = "Japan";

const LANGUAGES = [
  {
    prefix: "/ms",
    cart: "Troli Anda",
    login: "Selamat kembali",
    createAccount: "Cipta akaun anda",
    invalidEmail: "Alamat e-mel tidak sah",
    loginRequired: "E-mel atau nama pengguna diperlukan",
    pay: /Cipta akaun dan bayar RM \d+\.\d\d/,
    // The Japan plan's Malay name (seed-plan-texts.ts) and a top-up's name built from its parts.
    plan: "Jepun",
    topup: "Tambah nilai untuk eSIM",
  },
  {
    prefix: "/zh",
    cart: "购物车",
    login: "欢迎回来",
    createAccount: "创建账户",
    invalidEmail: "电子邮箱地址无效",
    loginRequired: "请输入电子邮箱或用户名",
    pay: /创建账户并付款 RM \d+\.\d\d/,
    plan: "日本",
    topup: "充值",
  },
] as const;

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await enablePayments(page);
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English words of these screens left on the page (the device check is the devices screen's). */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[data-testid="device-confirm"], script, style').forEach((skip) => {
      skip.remove();
    });
    return clone.innerText;
  });
  return ENGLISH.filter((words) => new RegExp(`(^|[^\\w])${literal(words)}($|[^\\w])`).test(text));
}

/** The screen at 1280 px and at 390 px, in the screenshots directory. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const lang of LANGUAGES) {
  const { prefix } = lang;
  const tag = prefix.slice(1);

  test(`${prefix}: sign in and cart pages are whole in their language and pass axe`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/auth/login`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: lang.login })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole("link", { name: lang.createAccount })).toHaveAttribute(
      "href",
      `${prefix}/auth/register`,
    );
    await shoot(page, `login-${tag}`);

    // A field left empty: the schema's English, told in the page's language by the browser's check.
    await page.locator('main form button[type="submit"]').click();
    await expect(page.getByText(lang.loginRequired)).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, `login-error-${tag}`);

    await page.goto(`${prefix}/auth/register`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, `register-${tag}`);

    const products = (await (await page.request.get("/api/products")).json()) as {
      id: number;
      slug: string;
    }[];
    const res = await page.request.post("/api/cart", {
      data: { productId: products.find((p) => p.slug === "japan-5gb-7-days")?.id, quantity: 1 },
      headers: { Origin: baseOrigin(page) },
    });
    expect(res.ok()).toBe(true);
    await page.goto(`${prefix}/cart`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: lang.cart, exact: true })).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(await englishLeft(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `cart-${tag}`);
  });

  test(`${prefix}: a guest signs up at checkout, pays on the stand-in and comes back in their language`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const products = (await (await page.request.get("/api/products")).json()) as {
      id: number;
      slug: string;
    }[];
    await page.request.post("/api/cart", {
      data: { productId: products.find((p) => p.slug === "japan-5gb-7-days")?.id, quantity: 1 },
      headers: { Origin: baseOrigin(page) },
    });
    await page.goto(`${prefix}/checkout`);
    await waitForHydration(page);
    const form = page.getByTestId("checkout-review");
    await expect(form.getByRole("heading", { name: lang.createAccount })).toBeVisible();
    await expect(form.getByTestId("checkout-sign-in")).toHaveAttribute(
      "href",
      `${prefix}/auth/login?${new URLSearchParams({ redirectTo: `${prefix}/checkout` })}`,
    );
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, `checkout-${tag}`);

    // The shared schema answers in the browser, in the page's language.
    await page.getByTestId("pay-button").click();
    await expect(form.getByText(lang.invalidEmail)).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, `checkout-error-${tag}`);

    const email = `${unique(testInfo, `buy-${tag}`)}@example.com`;
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill("First-trip-1");
    await page.getByTestId("device-confirmed").check();
    await expect(page.getByTestId("pay-button")).toHaveText(lang.pay);
    await page.getByTestId("pay-button").click();

    await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
    await expectNamedIn(page, lang.plan, "Stripe's page");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=\\d+`));
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
    await expect(page.locator("html")).toHaveAttribute("lang", prefix === "/ms" ? "ms" : "zh-Hans");
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, `checkout-success-${tag}`);
    const orderId = new URL(page.url()).searchParams.get("order");

    // Every page after the purchase names the plan in the page's language, never "Japan".
    await page.goto(`${prefix}/my-orders/${orderId}`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "delivered", {
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
    for (const path of ["", "/esim", "/receipt"]) {
      await page.goto(`${prefix}/my-orders/${orderId}${path}`);
      await expectNamedIn(page, lang.plan, `${prefix}/my-orders/${orderId}${path}`);
      await shoot(page, `after-${tag}${path.replace("/", "-") || "-order"}`);
    }
    await page.goto(`${prefix}/my-orders`);
    await expectNamedIn(page, lang.plan, "My Orders");
    await page.goto(`${prefix}/my-esims`);
    await waitForHydration(page);
    await expectNamedIn(page, lang.plan, "My eSIMs");
    await expectMailsNamedIn(page, email, lang.plan);

    // A top-up bought from My eSIMs: Stripe's page, My Orders and its e-mails name it from its parts.
    await page.locator(`a[href^="${prefix}/my-esims/"][href$="/top-up"]`).first().click();
    await page.getByTestId("topup-offer").first().getByRole("button").click();
    await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
    await expectNamedIn(page, lang.topup, "Stripe's page for a top-up");
    expect(await page.locator("main").innerText()).not.toContain("Top-up");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=\\d+`));
    await page.goto(`${prefix}/my-orders`);
    await expectNamedIn(page, lang.topup, "My Orders with a top-up");
    expect(await page.locator("main").innerText()).not.toContain("Top-up");
    await expect(async () => {
      const mails = await mailsTo(page, email);
      expect(mails.filter((mail) => `${mail.text}`.includes(lang.topup)).length).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    await expectMailsNamedIn(page, email, lang.plan);
  });
}

/** The page's words name the plan as `name`, and nowhere as its English name. */
async function expectNamedIn(page: Page, name: string, where: string) {
  const text = await page.locator("body").innerText();
  expect(text, where).toContain(name);
  expect(text, where).not.toContain(ENGLISH_PLAN);
}

interface Mail {
  subject: string;
  text: string;
  html: string;
}

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`/__dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mail[];
}

/** Every e-mail the shop sent the customer after paying leaves out the plan's English name. */
async function expectMailsNamedIn(page: Page, to: string, name: string) {
  let mails: Mail[] = [];
  await expect(async () => {
    mails = (await mailsTo(page, to)).filter((mail) => /#\d+/.test(mail.subject));
    expect(mails.some((mail) => mail.text.includes(name))).toBe(true);
  }).toPass({ timeout: 30_000 });
  for (const mail of mails)
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`, mail.subject).not.toContain(ENGLISH_PLAN);
}
