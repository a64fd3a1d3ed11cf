import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { signIn } from "./customer-helpers";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { OFFLINE_OWNER, SEEDED_PASSWORD, seededName } from "./seeded";

const SHOTS = process.env.SHOTS_DIR;
const en: Record<string, string> = JSON.parse(readFileSync("messages/en.json", "utf8"));

// The account, content and chat screens' English interface words (and the frame's): none may show
// on a /ms or /zh page. Messages with arguments are left out (their fixed parts are checked through
// the others); a word is matched whole, so "Read" does not match inside "Ready".
const ACCOUNT_NAMESPACES = [
  "chrome",
  "orders",
  "orderState",
  "esims",
  "install",
  "profile",
  "content",
  "chat",
];
const ENGLISH_ONLY = Object.entries(en)
  .filter(([key]) => ACCOUNT_NAMESPACES.includes(key.split(".")[0] ?? ""))
  .map(([, text]) => text)
  .filter(
    (text) => !/[{}]/.test(text) && !["Menu", "Thailand", "Australia", "United Kingdom"].includes(text),
  );

/** The page's visible text without what staff, customers or the catalogue wrote (names, bodies). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll(
        '[data-testid="page-markdown"], [data-testid="content-hero"], [data-testid="order-line"] .font-medium, [data-testid="esim-card"] h2, [data-testid="my-esim"] h2, [data-testid="order"] li .font-medium, [data-testid="chat-message"], script, style',
      )
      .forEach((skip) => {
        skip.remove();
      });
    return clone.innerText;
  });
}

async function expectNoEnglish(page: Page, where: string) {
  const text = await interfaceText(page);
  const left = ENGLISH_ONLY.filter((words) =>
    new RegExp(`(^|[^A-Za-z])${words.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}($|[^A-Za-z])`).test(text),
  );
  expect(left, `English on ${where}`).toEqual([]);
}

const LANGS = [
  { prefix: "/ms", lang: "ms", orders: "Pesanan Saya", zone: "waktu Malaysia (UTC+8)" },
  { prefix: "/zh", lang: "zh-Hans", orders: "我的订单", zone: "马来西亚时间 (UTC+8)" },
] as const;

test.describe("the account, content pages and chat in Malay and Chinese", () => {
  // Seven pages and two axe runs per language, on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto("/auth/login");
    await waitForHydration(page);
    await signIn(page, seededName(testInfo, OFFLINE_OWNER), SEEDED_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  });

  for (const { prefix, lang, orders, zone } of LANGS) {
    test(`${prefix}: My Orders, an order, its install page, My eSIMs, profile, support, about and the chat`, async ({
      page,
    }, testInfo) => {
      const shot = async (name: string) => {
        if (!SHOTS) return;
        const width = page.viewportSize()?.width ?? 0;
        await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
      };

      await page.goto(`${prefix}/my-orders`);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(orders);
      await expect(page.getByTestId("order").first()).toContainText(zone);
      await expectNoEnglish(page, `${prefix}/my-orders`);
      const ordersAxe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(ordersAxe.violations.map((v) => v.id)).toEqual([]);
      await shot("my-orders");

      await page.getByTestId("order").first().getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/my-orders/\\d+$`));
      await expect(page.getByText(zone).first()).toBeVisible();
      await expectNoEnglish(page, "the order page");
      await shot("order");

      await page.getByTestId("order-next-action").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-orders/\\d+/esim$`));
      await expect(page.getByTestId("esim-qr")).toBeVisible();
      await expect(page.getByTestId("esim-updated")).toContainText(zone);
      await expectNoEnglish(page, "the install page");
      const installAxe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(installAxe.violations.map((v) => v.id)).toEqual([]);
      await shot("install");

      for (const path of ["/my-esims", "/profile", "/support", "/about"]) {
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoEnglish(page, `${prefix}${path}`);
        if (path !== "/about") await shot(path.slice(1));
      }

      // The chat widget, opened on a storefront page: its words came with the root loader.
      await page.goto(`${prefix}/support`);
      await waitForHydration(page);
      await page.getByTestId("chat-launcher").click();
      const panel = page.getByTestId("chat-panel");
      await expect(panel).toBeVisible();
      await expect(panel.locator("textarea")).toBeVisible();
      await expectNoEnglish(page, "the chat widget");
      await page.screenshot({
        path: SHOTS ? `${SHOTS}/chat-${lang}-${page.viewportSize()?.width}.png` : undefined,
      });
      expect(testInfo.project.name).toBeTruthy();
    });
  }
});
