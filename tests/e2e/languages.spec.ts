import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";

const SHOTS = process.env.SHOTS_DIR;
const en: Record<string, string> = JSON.parse(readFileSync("messages/en.json", "utf8"));

const PAGES = [
  { prefix: "/ms", lang: "ms", heading: /Liputan eSIM dan SIM pelancongan/ },
  { prefix: "/zh", lang: "zh-Hans", heading: /旅行 eSIM 与 SIM 卡/ },
] as const;

// English interface words that must not survive on a translated page. Brand, plan and operator
// names, reviews (what customers wrote), destination names (data) and the plan cards (not yet
// translated) are left out.
const ENGLISH_ONLY = Object.entries(en)
  .filter(([key]) => key.startsWith("chrome.") || key.startsWith("home."))
  .map(([, text]) => text)
  .filter(
    (text) => !/[{}]/.test(text) && !["Menu", "Thailand", "Australia", "United Kingdom"].includes(text),
  );

async function visibleTextOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll(
        '[data-testid="plan-card"], [data-testid="testimonial"], [data-testid="partner-logo"], [data-testid="popular-destinations"], script, style',
      )
      .forEach((skip) => {
        skip.remove();
      });
    return clone.innerText;
  });
}

test.describe("Languages", () => {
  for (const { prefix, lang, heading } of PAGES) {
    test(`${prefix} Home is whole in its language, with lang, canonical and hreflang`, async ({ page }) => {
      await page.goto(prefix);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${prefix}`);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(4);
      for (const [hreflang, path] of [
        ["en", "/"],
        ["ms", "/ms"],
        ["zh-Hans", "/zh"],
        ["x-default", "/"],
      ]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          "href",
          `${origin}${path}`,
        );
      }
      const text = await visibleTextOf(page);
      const english = ENGLISH_ONLY.filter((words) => text.includes(words));
      expect(english).toEqual([]);
      // Links inside the page keep its language.
      await expect(page.getByRole("contentinfo").locator(`a[href="${prefix}/shop"]`)).toHaveCount(1);
      await expect(page.locator("header").locator(`a[href="${prefix}/cart"]`)).toHaveCount(1);
    });
  }

  test("English Home keeps its addresses and says en", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute(
      "href",
      `${origin}/zh`,
    );
    await expect(page.getByRole("heading", { name: "Why Choose eSIM" })).toBeVisible();
  });

  test("the switcher keeps the page and the query, and the choice is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/shop?q=japan");
    await waitForHydration(page);
    await page.getByTestId("footer-languages").getByRole("button", { name: "Bahasa Melayu" }).click();
    await expect(page).toHaveURL(/\/ms\/shop\?q=japan$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ms");
    await expect(page.getByRole("link", { name: "Kedai" }).first()).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("ms");

    // Back on an English page, nobody is redirected: the remembered language is offered instead.
    await page.goto("/");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/$/);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toContainText("Halaman ini juga ada dalam Bahasa Melayu.");
    // Accepting posts the switcher's form, which also saves a signed-in customer's language.
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/lang");
    await offer.getByRole("button", { name: "Tukar ke Bahasa Melayu" }).click();
    expect((await posted).postData()).toContain("locale=ms");
    await expect(page).toHaveURL(/\/ms$/);

    // The header's menu does the same, and the 404 speaks the page's language.
    await page.getByTestId("language-menu").locator("summary").click();
    await page.getByTestId("language-menu").getByRole("button", { name: "简体中文" }).click();
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await page.goto("/zh/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("找不到该页面");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test.describe("a first visit from a Malay browser", () => {
    test.use({ locale: "ms-MY" });
    test("is offered Malay in one line, not redirected", async ({ page }) => {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const offer = page.getByTestId("language-offer");
      await expect(offer).toHaveAttribute("lang", "ms");
      await offer.getByRole("button", { name: "Tidak mengapa" }).click();
      await expect(offer).toBeHidden();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Why Choose eSIM" })).toBeVisible();
      await expect(page.getByTestId("language-offer")).toHaveCount(0);
    });

    for (const width of [390, 1280]) {
      test(`at ${width} px the Malay offer keeps its sentence whole and leaves Shop Now uncovered`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.goto("/");
        await waitForHydration(page);
        const offer = page.getByTestId("language-offer");
        await expect(offer).toBeVisible();
        const box = await offer.boundingBox();
        const sentence = await offer.locator("p").boundingBox();
        const shop = await page.getByRole("link", { name: "Shop Now" }).boundingBox();
        if (!box || !sentence || !shop) throw new Error("the offer or Shop Now is not laid out");
        // The sentence takes at most two lines, not a narrow column beside the switch link.
        expect(sentence.height).toBeLessThanOrEqual(44);
        const overlaps =
          box.x < shop.x + shop.width &&
          shop.x < box.x + box.width &&
          box.y < shop.y + shop.height &&
          shop.y < box.y + box.height;
        expect(overlaps).toBe(false);
      });
    }
  });

  test.describe("a first visit from an English browser", () => {
    test.use({ locale: "en-GB" });
    test("gets no offer", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Why Choose eSIM" })).toBeVisible();
      await expect(page.getByTestId("language-offer")).toHaveCount(0);
    });
  });

  for (const { prefix, name, email } of [
    { prefix: "/ms", name: "Sila masukkan nama anda", email: "Sila masukkan alamat e-mel yang sah" },
    { prefix: "/zh", name: "请输入您的姓名", email: "请输入有效的电子邮箱地址" },
  ]) {
    test(`a visitor's chat form on ${prefix} checks its fields in the page's language`, async ({ page }) => {
      await page.goto(`${prefix}/support`);
      await waitForHydration(page);
      await page.getByTestId("chat-launcher").click();
      const form = page.getByTestId("visitor-chat-form");
      await form.locator('button[type="submit"]').click();
      await expect(form.getByText(name)).toBeVisible();
      await expect(form.getByText(email)).toBeVisible();
      await expect(form).not.toContainText("Please enter");
    });
  }

  test("screenshots of the translated Home", async ({ page }) => {
    test.skip(!SHOTS, "set SHOTS_DIR to write them");
    // Sections fade in on scroll; with reduced motion they are all shown at once.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const prefix of ["/ms", "/zh"]) {
        const name = `${SHOTS}/home${prefix.replace("/", "-")}-${width}`;
        await page.goto(prefix);
        await waitForHydration(page);
        await page.screenshot({ path: `${name}.png` });
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${name}-footer.png` });
      }
    }
  });
});
