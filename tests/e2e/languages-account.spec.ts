import AxeBuilder from "@axe-core/playwright";
import { signIn } from "./customer-helpers";
import { englishWords, expectNoEnglish } from "./english-left";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { OFFLINE_OWNER, SEEDED_PASSWORD, seededName } from "./seeded";

const SHOTS = process.env.SHOTS_DIR;
// The account, content and chat screens' English interface words (and the frame's).
const ENGLISH_ONLY = englishWords([
  "chrome",
  "orders",
  "orderState",
  "esims",
  "install",
  "profile",
  "content",
  "chat",
]);
// What customers, staff and the catalogue wrote: names, page bodies and chat messages.
const WRITTEN =
  '[data-testid="page-markdown"], [data-testid="content-hero"], [data-testid="order-line"] .font-medium, [data-testid="esim-card"] h2, [data-testid="my-esim"] h2, [data-testid="order"] li .font-medium, [data-testid="review-plan"], [data-testid="chat-message"]';
const expectNoEnglishOn = (page: Page, where: string) => expectNoEnglish(page, ENGLISH_ONLY, WRITTEN, where);

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
      await expectNoEnglishOn(page, `${prefix}/my-orders`);
      const ordersAxe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(ordersAxe.violations.map((v) => v.id)).toEqual([]);
      await shot("my-orders");

      await page.getByTestId("order").first().getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/my-orders/\\d+$`));
      await expect(page.getByText(zone).first()).toBeVisible();
      await expectNoEnglishOn(page, "the order page");
      await shot("order");

      await page.getByTestId("order-next-action").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my-orders/\\d+/esim$`));
      await expect(page.getByTestId("esim-qr")).toBeVisible();
      await expect(page.getByTestId("esim-updated")).toContainText(zone);
      await expectNoEnglishOn(page, "the install page");
      const installAxe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(installAxe.violations.map((v) => v.id)).toEqual([]);
      await shot("install");

      for (const path of ["/my-esims", "/profile", "/support", "/about"]) {
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoEnglishOn(page, `${prefix}${path}`);
        if (path !== "/about") await shot(path.slice(1));
      }

      // The chat widget, opened on a storefront page: its words came with the root loader.
      await page.goto(`${prefix}/support`);
      await waitForHydration(page);
      await page.getByTestId("chat-launcher").click();
      const panel = page.getByTestId("chat-panel");
      await expect(panel).toBeVisible();
      await expect(panel.locator("textarea")).toBeVisible();
      await expectNoEnglishOn(page, "the chat widget");
      await page.screenshot({
        path: SHOTS ? `${SHOTS}/chat-${lang}-${page.viewportSize()?.width}.png` : undefined,
      });
      expect(testInfo.project.name).toBeTruthy();
    });
  }
});
