import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { SEEDED_PASSWORD } from "./seeded";
import { ESIM_TRAVELLER } from "./seeded-esims";

// The eSIM page on the phone it is for and on a computer: the one-tap link of that phone first
// (the QR code, for another screen, after it), the QR code first on a computer, the three ways as
// alternatives, and no Copy button under the floating chat button wherever the page is scrolled.
const SHOTS = "/tmp/shots-first-lastmile";

const AGENTS = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
} as const;
type Agent = keyof typeof AGENTS;

const top = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().boundingBox())?.y ?? NaN;

/** Each Copy button, scrolled to the bottom (where the chat button sits) and the middle, is what a tap there hits. */
async function expectCopyButtonsUncovered(page: Page) {
  await expect(page.getByTestId("chat-launcher")).toBeVisible();
  const copies = page.getByRole("button", { name: /^Copy / });
  expect(await copies.count()).toBeGreaterThanOrEqual(2);
  for (const copy of await copies.all()) {
    for (const block of ["end", "center"] as const) {
      const hit = await copy.evaluate((button, where) => {
        button.scrollIntoView({ block: where });
        const box = button.getBoundingClientRect();
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return at !== null && button.contains(at);
      }, block);
      expect(hit, `${await copy.getAttribute("aria-label")} at ${block}`).toBe(true);
    }
  }
}

async function openEsimPage(
  browser: Browser,
  {
    state,
    agent,
    width,
    headers,
  }: { state: string; agent: Agent; width: number; headers: Record<string, string> },
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: JSON.parse(state),
    userAgent: AGENTS[agent],
    viewport: { width, height: width < 640 ? 844 : 900 },
    extraHTTPHeaders: headers,
  });
  const page = await context.newPage();
  await page.goto("/my-orders");
  await page.getByTestId("order-delivery-link").first().click();
  await expect(page).toHaveURL(/\/my-orders\/\d+\/esim$/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByTestId("esim-card").first()).toBeVisible();
  return { page, context };
}

test("the eSIM page leads with the right way to install for the device, and nothing covers Copy", async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "sets its own devices; once is enough");
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.goto("/auth/login");
  await signIn(page, ESIM_TRAVELLER, SEEDED_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  const state = JSON.stringify(await page.context().storageState());

  const cases: [Agent, number][] = [
    ["android", 390],
    ["iphone", 390],
    ["desktop", 1280],
    ["desktop", 390],
    ["android", 1280],
    ["iphone", 1280],
  ];
  for (const [agent, width] of cases) {
    const { page: esim, context } = await openEsimPage(browser, {
      state,
      agent,
      width,
      headers: extraHTTPHeaders ?? {},
    });
    const card = esim.getByTestId("esim-card").first();
    await expect(card.getByText("Choose one of these ways to install it. You only need one.")).toBeVisible();
    const ways = card.getByTestId("install-ways").locator("> section h3");
    if (agent === "android") {
      await expect(card.getByTestId("iphone-install")).toHaveCount(0);
      expect(await top(esim, "android-install")).toBeLessThan(await top(esim, "esim-qr"));
      await expect(ways).toHaveText(["One tap", "Enter the codes by hand", "Scan the QR code"]);
    } else if (agent === "iphone") {
      await expect(card.getByTestId("android-install")).toHaveCount(0);
      // "Scan from another screen" never above "Install on iPhone" on an iPhone.
      expect(await top(esim, "iphone-install")).toBeLessThan(await top(esim, "esim-qr"));
      await expect(ways).toHaveText(["One tap", "Enter the codes by hand", "Scan the QR code"]);
    } else {
      expect(await top(esim, "esim-qr")).toBeLessThan(await top(esim, "iphone-install"));
      expect(await top(esim, "esim-qr")).toBeLessThan(await top(esim, "android-install"));
      await expect(ways).toHaveText(["Scan the QR code", "Enter the codes by hand", "One tap"]);
    }
    await expectCopyButtonsUncovered(esim);
    if (width === 390 ? agent !== "desktop" : agent === "desktop") {
      await esim.evaluate(() => window.scrollTo(0, 0));
      await esim.screenshot({ path: `${SHOTS}/esim-page-${agent}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
});
