import { mkdirSync } from "node:fs";
import { signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { SEEDED_PASSWORD } from "./seeded";
import { ESIM_TRAVELLER, SEEDED_ESIMS } from "./seeded-esims";

// My eSIMs, as a traveller with two delivered eSIMs reads it (tests/e2e/seeded-esims.ts): opened
// from the account menu, one card per eSIM with data and days left, the install links of the one
// not installed yet, and "Top up" for both (the seed prices top-ups for its eSIM plans).
const SHOTS = "/tmp/shots-trip-myesims";
const [japan, korea] = SEEDED_ESIMS;

for (const width of [390, 1280]) {
  test(`My eSIMs at ${width} px: data and days left, install links and top-ups`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/auth/login");
    await signIn(page, ESIM_TRAVELLER, SEEDED_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
    await expect(page.locator("html[data-hydrated]")).toBeAttached();

    // The account menu: a dropdown on wide screens, the drawer on a phone.
    if (width < 640) await page.getByLabel("Menu", { exact: true }).click();
    else await page.getByLabel(`Account menu for ${ESIM_TRAVELLER}`).click();
    await page.getByRole("link", { name: "My eSIMs" }).click();
    await expect(page).toHaveURL(/\/my-esims$/);
    await expect(page.getByRole("heading", { level: 1, name: "My eSIMs" })).toBeVisible();

    const cards = page.getByTestId("my-esim");
    await expect(cards).toHaveCount(2);
    // Newest first: the South Korea eSIM, not installed yet.
    const fresh = cards.nth(0);
    await expect(fresh.getByRole("heading", { name: "South Korea" })).toBeVisible();
    await expect(fresh.getByText(`eSIM …${korea.iccid.slice(-4)}`)).toBeVisible();
    await expect(fresh.getByTestId("esim-data-left")).toHaveText("3 GB of 3 GB left");
    await expect(fresh.getByTestId("esim-days-left")).toHaveText("Starts when you install it");
    // As the eSIM page does: on an Android phone (the phone project's Pixel) only Android's link.
    if (/Android/.test(await page.evaluate(() => navigator.userAgent))) {
      await expect(fresh.getByTestId("iphone-install")).toHaveCount(0);
    } else {
      await expect(fresh.getByTestId("iphone-install")).toHaveAttribute(
        "href",
        /^https:\/\/esimsetup\.apple\.com\/esim_qrcode_provisioning\?carddata=LPA/,
      );
    }
    await expect(fresh.getByTestId("android-install")).toHaveAttribute(
      "href",
      /^https:\/\/esimsetup\.android\.com\/esim_qrcode_provisioning\?carddata=LPA/,
    );
    await expect(fresh.getByTestId("esim-topup-link")).toHaveAttribute(
      "href",
      `/my-esims/${korea.iccid}/top-up`,
    );

    // The Japan eSIM, installed and part used: no install links any more.
    const used = cards.nth(1);
    await expect(used.getByRole("heading", { name: "Japan" })).toBeVisible();
    await expect(used.getByText(`eSIM …${japan.iccid.slice(-4)}`)).toBeVisible();
    await expect(used.getByTestId("esim-data-left")).toHaveText("3.2 GB of 5 GB left");
    await expect(used.getByTestId("esim-data-bar")).toBeVisible();
    await expect(used.getByTestId("esim-days-left")).toHaveText("5 days left");
    await expect(used.getByTestId("iphone-install")).toHaveCount(0);
    await expect(used.getByTestId("esim-topup-link")).toHaveAttribute(
      "href",
      `/my-esims/${japan.iccid}/top-up`,
    );

    // The eSIM page of the new one opens from its card, and My Orders leads back here.
    await fresh.getByTestId("esim-page-link").click();
    await expect(page).toHaveURL(/\/my-orders\/\d+\/esim$/);
    await expect(page.getByTestId("esim-code")).toHaveText(korea.code);
    await page.goto("/my-orders");
    await page.getByTestId("my-esims-link").click();
    await expect(page).toHaveURL(/\/my-esims$/);
    // Taken last, when the sign-in toast has gone.
    await expect(page.getByTestId("my-esim")).toHaveCount(2);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: `${SHOTS}/my-esims-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
}
