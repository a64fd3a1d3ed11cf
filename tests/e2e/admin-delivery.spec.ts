import { createRequire } from "node:module";
import { signInByApi, unique } from "./admin-helpers";
import { registerCustomer, signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { FAILED_ESIM_OWNER, SEEDED_PASSWORD, seededName } from "./seeded";

const require = createRequire(import.meta.url);

test("staff retry a failed fulfilment; the owner installs the eSIM; another customer gets 404", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // bypassCSP: only so the test can add the jsQR decoder script to the page.
  const owner = await (await browser.newContext({ bypassCSP: true })).newPage();
  // A customer whose paid eSIM order failed fulfilment after every retry, as the dead-letter queue
  // leaves it: seeded before the server started (tests/e2e/seeded.ts).
  const name = seededName(testInfo, FAILED_ESIM_OWNER);
  await owner.goto("/auth/login");
  await signIn(owner, name, SEEDED_PASSWORD);
  await owner.waitForURL((url) => !url.pathname.startsWith("/auth/"));

  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  await staff.goto("/admin/orders?q=failed");
  const row = staff.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Fulfilment failed")).toBeVisible();
  await row.getByRole("button", { name: "Retry fulfilment" }).click();
  await expect(staff.getByText("Fulfilment retried").first()).toBeVisible();

  await owner.goto("/my-orders");
  await owner.getByTestId("order-delivery-link").first().click();
  await expect(owner).toHaveURL(/\/my-orders\/\d+\/esim$/);
  const card = owner.getByTestId("esim-card");
  await expect(card).toHaveCount(1);
  const smdp = (await owner.getByTestId("esim-smdp").textContent()) ?? "";
  const code = (await owner.getByTestId("esim-code").textContent()) ?? "";
  const lpa = `LPA:1$${smdp}$${code}`;
  // The phone project is a Pixel 7: its page leads with Android's link only; a desktop gets both.
  const onAndroid = testInfo.project.name.startsWith("phone");
  await expect(owner.getByTestId("android-install")).toHaveAttribute(
    "href",
    `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`,
  );
  if (onAndroid) await expect(owner.getByTestId("iphone-install")).toHaveCount(0);
  else
    await expect(owner.getByTestId("iphone-install")).toHaveAttribute(
      "href",
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`,
    );
  await expect(owner.getByTestId("esim-usage")).toContainText("Not installed yet");

  // The QR (an SVG drawn in the Worker) decodes to the LPA string in Chromium.
  await owner.addScriptTag({ path: require.resolve("jsqr/dist/jsQR.js") });
  const decoded = await owner.getByTestId("esim-qr").evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 440;
    canvas.height = 440;
    const g = canvas.getContext("2d");
    if (!g) return null;
    g.fillStyle = "#fff";
    g.fillRect(0, 0, 440, 440);
    g.drawImage(img, 0, 0, 440, 440);
    const data = g.getImageData(0, 0, 440, 440);
    // biome-ignore lint/suspicious/noExplicitAny: jsQR is a global added by the script tag
    return (window as any).jsQR(data.data, 440, 440)?.data ?? null;
  });
  expect(decoded).toBe(lpa);

  const url = owner.url();
  const other = await (await browser.newContext()).newPage();
  await registerCustomer(other, unique(testInfo, "other"));
  const res = await other.goto(url);
  expect(res?.status()).toBe(404);
  await expect(other.getByText(code)).toHaveCount(0);

  if (testInfo.project.name === "desktop-staff") {
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.goto(url);
      await owner.screenshot({ path: `.tmp/shots/esim-${width}.png`, fullPage: true });
      await staff.setViewportSize({ width, height: 900 });
      await staff.goto("/admin/emails");
      await staff.screenshot({ path: `.tmp/shots/admin-emails-${width}.png`, fullPage: true });
    }
  }
});
