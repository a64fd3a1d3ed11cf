import { unique } from "./admin-helpers";
import { registerCustomer } from "./customer-helpers";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// The usage-alert e-mails switch on /profile: saved, and still so after a reload.

const LABEL = "E-mail me when my eSIM's data or days run low";
const SHOTS = process.env.SHOTS_DIR ?? ".tmp/shots";

async function save(page: Page) {
  await page.getByRole("form", { name: "Notifications" }).getByRole("button", { name: "Save" }).click();
}

test("the alerts box saves and reloads, with JavaScript", async ({ page }, testInfo) => {
  await registerCustomer(page, unique(testInfo, "alerts"));
  await page.goto("/profile");
  await waitForHydration(page);
  const box = page.getByLabel(LABEL);
  await expect(box).toBeChecked();

  await box.uncheck();
  await save(page);
  await expect(page.getByTestId("toast")).toContainText("Notification settings saved");
  await page.reload();
  await expect(page.getByLabel(LABEL)).not.toBeChecked();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/profile-alerts-${width}.png`, fullPage: true });
  }

  await page.getByLabel(LABEL).check();
  await save(page);
  await expect(page.getByTestId("toast")).toContainText("Notification settings saved");
  await page.reload();
  await expect(page.getByLabel(LABEL)).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the alerts box is a plain form that saves an unticked box", async ({ page }, testInfo) => {
    await registerCustomer(page, unique(testInfo, "alertsnojs"));
    await page.goto("/profile");
    await page.getByLabel(LABEL).uncheck();
    await save(page);
    await expect(page.getByLabel(LABEL)).not.toBeChecked();
    await page.goto("/profile");
    await expect(page.getByLabel(LABEL)).not.toBeChecked();
    await page.getByLabel(LABEL).check();
    await save(page);
    await page.goto("/profile");
    await expect(page.getByLabel(LABEL)).toBeChecked();
  });
});
