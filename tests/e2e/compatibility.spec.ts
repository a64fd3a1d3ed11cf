import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// "Does my phone take an eSIM?" before paying: the search answers on the server, so it works with
// JavaScript off; a plan page (one cached copy for everyone) says what was detected after load.

test("the compatibility search works without JavaScript, from the footer", async ({ browser }, testInfo) => {
  const isPhone = testInfo.project.name === "phone";
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(isPhone ? {} : { viewport: { width: 1280, height: 900 } }),
  });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByTestId("footer-compatibility").click();
  await expect(page).toHaveURL(/\/compatibility$/);
  await expect(page.getByRole("heading", { level: 1, name: "Does my phone take an eSIM?" })).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Your phone" });
  await search.fill("pixel7");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/compatibility\?q=pixel7$/);
  const first = page.getByTestId("device-result").first();
  await expect(first).toContainText("Google Pixel 7");
  await expect(first).toContainText("supports eSIM");
  await expect(first).toHaveAttribute("data-esim", "yes");

  await page.goto("/compatibility?q=Galaxy+S23+Ultra");
  await expect(page.getByTestId("device-result").first()).toContainText("Samsung Galaxy S23 Ultra");
  await page.goto("/compatibility?q=iphone+x");
  const iphoneX = page.getByTestId("device-result").first();
  await expect(iphoneX).toContainText("Apple iPhone X");
  await expect(iphoneX).toHaveAttribute("data-esim", "no");
  await expect(iphoneX).toContainText("no eSIM");

  await page.goto("/compatibility?q=nokia+3310");
  await expect(page.getByTestId("device-none")).toContainText("No phone in our list matches");

  if (testInfo.project.name === "desktop") {
    await page.goto("/compatibility?q=iphone+15");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.tmp/shots/compatibility-${width}.png`, fullPage: true });
    }
  }
  await context.close();
});

test("a plan page says what was detected about the phone, and links to the check", async ({
  page,
}, testInfo) => {
  await page.goto("/plans/japan-5gb-7-days");
  await waitForHydration(page);
  const verdict = page.getByTestId("device-verdict");
  // The phone project is a Pixel 7 (its User-Agent names it); a desktop cannot be told.
  if (testInfo.project.name === "phone") await expect(verdict).toContainText("Your Pixel 7 supports eSIM");
  else await expect(verdict).toContainText("We could not tell which phone this is");
  await verdict.getByRole("link").click();
  await expect(page).toHaveURL(/\/compatibility\?back=%2Fplans%2Fjapan-5gb-7-days$/);
  await expect(page.getByTestId("device-verdict")).toBeVisible();
  // A search keeps the way back; the way back leads to the plan the buyer came from.
  await page.getByRole("searchbox").fill("iphone 15");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/q=iphone\+15/);
  await page.getByTestId("compat-back").getByText("Back to Japan").click();
  await expect(page).toHaveURL(/\/plans\/japan-5gb-7-days$/);
});

test("the way back from the check names only this shop's buying pages", async ({ page }) => {
  await page.goto("/ms/compatibility?back=%2Fms%2Fplans%2Fjapan-5gb-7-days");
  await expect(page.getByTestId("compat-back")).toHaveText("Kembali ke Jepun");
  for (const back of [
    "//evil.example/plans/x",
    "/admin",
    "/plans/no-such-plan",
    "https://evil.example/cart",
  ]) {
    await page.goto(`/compatibility?back=${encodeURIComponent(back)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("compat-back")).toHaveCount(0);
  }
});

test("the cart links to the check when it holds an eSIM", async ({ page }) => {
  await page.goto("/plans/japan-5gb-7-days");
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await page.getByTestId("cart-compatibility").click();
  await expect(page).toHaveURL(/\/compatibility\?back=%2Fcart$/);
  await page.getByTestId("compat-back").getByText("Back to your cart").click();
  await expect(page).toHaveURL(/\/cart$/);
});
