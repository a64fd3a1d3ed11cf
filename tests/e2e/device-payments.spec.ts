import { devices } from "@playwright/test";
import { unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// Runs with the back-office specs (its name ends in payments.spec.ts): it switches the shop out of
// demo mode, which the storefront specs must not see.
const TICK = "My phone supports eSIM and is unlocked";

test("checkout of an eSIM needs the phone tick; without it nothing is paid", async ({ page }, testInfo) => {
  await enablePayments(page);
  await customerWithPlan(page, unique(testInfo, "ticker"));
  await page.goto("/checkout");
  await expect(page.getByTestId("device-verdict")).toBeVisible();
  await page.getByTestId("pay-button").click();
  // A plain form post answered on the server: the same page, the message under the box.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Please confirm that your phone supports eSIM" }),
  ).toBeVisible();
  await expect(page.getByLabel(TICK)).toHaveAttribute("aria-invalid", "true");
  if (testInfo.project.name === "desktop-staff") {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.tmp/shots/checkout-tick-${width}.png`, fullPage: true });
    }
  }
  await page.getByLabel(TICK).check();
  await page.getByTestId("pay-button").click();
  await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
});

test("an Android phone gets Install on Android; a computer gets both links", async ({
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const android = await browser.newContext({ userAgent: devices["Pixel 7"].userAgent, extraHTTPHeaders });
  const page = await android.newPage();
  await enablePayments(page);
  await customerWithPlan(page, unique(testInfo, "droid"));
  const orderId = await payOnStandIn(page);
  await expect(async () => {
    await page.goto(`/my-orders/${orderId}/esim`);
    await expect(page.getByTestId("esim-card")).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const smdp = (await page.getByTestId("esim-smdp").textContent()) ?? "";
  const code = (await page.getByTestId("esim-code").textContent()) ?? "";
  const lpa = `LPA:1$${smdp}$${code}`;
  const link = page.getByRole("link", { name: "Install on Android" });
  await expect(link).toHaveAttribute(
    "href",
    `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`,
  );
  await expect(page.getByTestId("iphone-install")).toHaveCount(0);

  // The same customer on a computer: it cannot be told which phone will install, so both.
  const laptop = await browser.newContext({
    storageState: await android.storageState(),
    userAgent: devices["Desktop Chrome"].userAgent,
    extraHTTPHeaders,
  });
  const desk = await laptop.newPage();
  await desk.goto(`/my-orders/${orderId}/esim`);
  await expect(desk.getByTestId("android-install")).toBeVisible();
  await expect(desk.getByTestId("iphone-install")).toBeVisible();
});
