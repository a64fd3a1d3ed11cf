import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { enablePayments } from "./payment-helpers";

// A first-time traveller walks the whole purchase in Malay, then in Chinese: search, destination,
// plan, cart, account made at checkout, payment on the Stripe stand-in, the result. Every page on
// the way must be free of the English interface words of the screens it shows. Runs with the staff
// phase (its name ends in payments.spec.ts) because it takes the shop out of demo mode.

type Catalogue = Record<string, string>;
const read = (locale: string): Catalogue => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const en = read("en");

const JOURNEY_SCREENS = [
  "chrome",
  "home",
  "planCard",
  "place",
  "plan",
  "esim",
  "cart",
  "checkout",
  "compatDevice",
  "orders",
  "orderState",
  "forms",
];

/**
 * The English interface strings a translated page must not show: every message of the journey's
 * screens that its translation writes differently (a word both languages share, such as "eSIM",
 * proves nothing), without arguments, long enough not to match inside other text.
 */
function englishWords(target: Catalogue): string[] {
  // A word the translation itself writes ("Peta Liputan Global") proves nothing.
  const written = Object.values(target).join("\n");
  return Object.entries(en)
    .filter(([, text]) => !written.includes(text))
    .filter(([key]) => JOURNEY_SCREENS.includes(key.split(".")[0] ?? ""))
    .filter(([key, text]) => target[key] !== text && !/[{}<]/.test(text) && text.length >= 5)
    .map(([, text]) => text);
}

/**
 * The page's visible words, less what customers and staff wrote: reviews, partners' names and the
 * plans' names (staff name them, "Global Permulaan"; the names seen so far are cut wherever they recur).
 */
async function interfaceText(page: Page, planNames: Set<string>): Promise<string> {
  for (const name of await page.locator('[data-testid="plan-card"] h2').allInnerTexts())
    planNames.add(name.trim());
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll(
        '[data-testid="plan-card"] h2, [data-testid="testimonial"], [data-testid="partner-logo"], [data-testid="claim-source"], script, style, [hidden]',
      )
      .forEach((skip) => {
        skip.remove();
      });
    return clone.innerText;
  });
  return [...planNames].reduce((rest, name) => rest.replaceAll(name, ""), text);
}

async function expectNoEnglish(page: Page, words: string[], where: string, planNames: Set<string>) {
  const text = await interfaceText(page, planNames);
  expect(
    words.filter((w) => text.includes(w)),
    `English on ${where}`,
  ).toEqual([]);
}

const WALKS = [
  { prefix: "/ms", lang: "ms", catalogue: "ms", search: "Jepun" },
  { prefix: "/zh", lang: "zh-Hans", catalogue: "zh-Hans", search: "日本" },
] as const;

test.describe.configure({ timeout: 180_000 });

for (const walk of WALKS) {
  test(`a traveller buys an eSIM in ${walk.lang} without meeting an English interface word`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop-staff",
      "one walk per language; each screen has its own phone spec",
    );
    await enablePayments(page);
    await page.context().clearCookies();
    const said = read(walk.catalogue);
    const words = englishWords(said);
    const planNames = new Set<string>();
    expect(words.length).toBeGreaterThan(100);

    await page.goto(walk.prefix);
    await expect(page.locator("html")).toHaveAttribute("lang", walk.lang);
    await waitForHydration(page);
    await expectNoEnglish(page, words, "home", planNames);
    const search = page.getByRole("combobox").first();
    await search.fill(walk.search);
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible();
    await option.click();

    await expect(page).toHaveURL(new RegExp(`${walk.prefix}/esim/japan$`));
    await expectNoEnglish(page, words, "the destination page", planNames);
    const card = page.getByTestId("plan-card").first();
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${walk.prefix}/plans/`));
    await waitForHydration(page);
    planNames.add((await page.getByRole("heading", { level: 1 }).innerText()).trim());
    await expectNoEnglish(page, words, "the plan page", planNames);
    await page.getByRole("button", { name: said["planCard.addToCart"] }).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await page.locator("header").locator(`a[href="${walk.prefix}/cart"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${walk.prefix}/cart$`));
    await expectNoEnglish(page, words, "the cart", planNames);
    await page.getByRole("link", { name: said["cart.checkout"] }).click();
    await expect(page).toHaveURL(new RegExp(`${walk.prefix}/checkout$`));
    await waitForHydration(page);
    await expectNoEnglish(page, words, "checkout", planNames);

    const form = page.getByTestId("checkout-review");
    await page.getByTestId("pay-button").click();
    await expect(form.getByText(said["forms.invalid_email_address"] ?? "")).toBeVisible();
    await expectNoEnglish(page, words, "checkout with its validation errors", planNames);

    const email = `${unique(testInfo, walk.lang)}@example.com`;
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill("Trip-pass-1");
    await page.getByTestId("device-confirmed").check();
    await page.getByTestId("pay-button").click();
    // The Stripe stand-in's own page speaks English, as Stripe's would unless told otherwise.
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${walk.prefix}/checkout/success`));
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
    await expect(page.locator("html")).toHaveAttribute("lang", walk.lang);
    await expectNoEnglish(page, words, "the result page", planNames);
    const me = await (await page.request.get("/api/auth/user")).json();
    expect(me.user.email).toBe(email.toLowerCase());
  });
}
