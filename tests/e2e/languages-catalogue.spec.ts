import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { revealEverySection } from "./reveal";

const en: Record<string, string> = JSON.parse(readFileSync("messages/en.json", "utf8"));

const SCREENS = [
  "planCard.",
  "place.",
  "shop.",
  "plan.",
  "destinations.",
  "esim.",
  "compat.",
  "compatDevice.",
];

/** A message's literal words, its arguments and plural branches taken out: "Plans for {place}" → ["Plans for "]. */
function literalParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "{") {
      if (depth === 0) parts.push(current);
      current = depth === 0 ? "" : current;
      depth += 1;
    } else if (char === "}") depth -= 1;
    else if (depth === 0) current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const messages = Object.entries(en).filter(([key]) => SCREENS.some((prefix) => key.startsWith(prefix)));
// A short word ("Type", "Data", "Global") is English only when it is a whole label on its own; a
// phrase of three words or more is English wherever it appears.
const ENGLISH_LABELS = new Set(
  messages.map(([, text]) => text).filter((text) => !/[{}]/.test(text) && text.split(" ").length < 3),
);
const ENGLISH_PHRASES = [
  ...new Set(
    messages.flatMap(([, text]) => literalParts(text)).filter((part) => part.split(" ").length >= 3),
  ),
];

/**
 * What a reader sees and hears, without what staff and customers wrote (plan names, reviews, the
 * device list's notes) and without structured data.
 */
async function wordsOf(page: Page): Promise<{ text: string; labels: string[] }> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll(
        '[data-testid="plan-link"], [data-testid="plan-name"], [data-testid="review"], [data-testid="device-result"] p + p, script, style',
      )
      .forEach((skip) => {
        skip.remove();
      });
    const labels: string[] = [];
    const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      labels.push(node.textContent?.trim() ?? "");
    clone.querySelectorAll("[aria-label], [placeholder], [title]").forEach((element) => {
      for (const name of ["aria-label", "placeholder", "title"])
        labels.push(element.getAttribute(name) ?? "");
    });
    return { text: clone.textContent ?? "", labels: labels.filter(Boolean) };
  });
}

async function expectNoEnglish(page: Page) {
  const { text, labels } = await wordsOf(page);
  expect(labels.filter((label) => ENGLISH_LABELS.has(label))).toEqual([]);
  expect(ENGLISH_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([]);
}

const LANGUAGES = [
  {
    prefix: "/ms",
    japan: "Jepun",
    suggestions: "Cadangan",
    shop: "Beli eSIM & Kad SIM",
    destinations: "Destinasi A–Z",
    compat: "Adakah telefon saya menyokong eSIM?",
  },
  {
    prefix: "/zh",
    japan: "日本",
    suggestions: "搜索建议",
    shop: "选购 eSIM 和 SIM 卡",
    destinations: "目的地（按拼音 A–Z）",
    compat: "我的手机支持 eSIM 吗？",
  },
] as const;

test.describe("Catalogue screens in Malay and Chinese", () => {
  test.skip(({ isMobile }) => isMobile, "the words are the same on a phone; one walk at desktop");

  for (const lang of LANGUAGES) {
    const { prefix } = lang;

    test(`${prefix} shop: filters, counts, search answers and cards in the language`, async ({ page }) => {
      await page.goto(`${prefix}/shop`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.shop);
      await expect(page.getByTestId("plan-card").first()).toBeVisible();
      await expectNoEnglish(page);
      // A destination found: its name, the heading and the guide link are in the language.
      await page.goto(`${prefix}/shop?q=japan`);
      await expect(page.getByTestId("results-heading")).toContainText(lang.japan);
      await expect(page.locator(`a[href="${prefix}/esim/japan"]`).first()).toBeVisible();
      await expectNoEnglish(page);
      // Nothing found: the notice says so in the language.
      await page.goto(`${prefix}/shop?q=zzqqxx`);
      await expect(page.getByTestId("results-notice")).toBeVisible();
      await expectNoEnglish(page);
    });

    test(`${prefix} suggestions name a destination once, in the language`, async ({ page }) => {
      await page.goto(prefix);
      await waitForHydration(page);
      const field = page.getByRole("combobox").first();
      await field.fill(lang.japan);
      const option = page.getByRole("listbox", { name: lang.suggestions }).getByRole("option").first();
      await expect(option).toContainText(lang.japan);
      expect((await option.innerText()).split(lang.japan).length - 1).toBe(1);
    });

    test(`${prefix} destination page names the country and its plans in the language`, async ({ page }) => {
      await page.goto(`${prefix}/esim/japan`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(lang.japan);
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Japan");
      await expectNoEnglish(page);
    });

    test(`${prefix} plan page says every fixed word in the language`, async ({ page }) => {
      await page.goto(`${prefix}/plans/japan-5gb-7-days`);
      await expect(page.getByTestId("plan-countries")).toContainText(lang.japan);
      await page
        .getByRole("heading", { level: 1 })
        .evaluate((h1) => h1.setAttribute("data-testid", "plan-name"));
      await expectNoEnglish(page);
    });

    test(`${prefix} destinations A–Z are named and filed in the language`, async ({ page }) => {
      await page.goto(`${prefix}/destinations`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.destinations);
      const list = page.getByTestId("destination-list");
      await expect(list.getByText(lang.japan, { exact: true })).toBeVisible();
      await expect(list.getByText("Japan", { exact: true })).toHaveCount(0);
      await expectNoEnglish(page);
    });

    test(`${prefix} compatibility check speaks the language`, async ({ page }) => {
      await page.goto(`${prefix}/compatibility`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.compat);
      await expectNoEnglish(page);
      await page.goto(`${prefix}/compatibility?q=Galaxy+S23+Ultra`);
      await expect(page.getByTestId("device-result").first()).toBeVisible();
      await expectNoEnglish(page);
      await page.goto(`${prefix}/compatibility?q=zzqqxx`);
      await expect(page.getByTestId("device-none")).toBeVisible();
      await expectNoEnglish(page);
    });

    for (const path of ["/shop", "/plans/japan-5gb-7-days"]) {
      test(`${prefix}${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(`${prefix}${path}`);
        await revealEverySection(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      });
    }
  }
});
