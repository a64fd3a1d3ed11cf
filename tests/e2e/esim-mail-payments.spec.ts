import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { baseOrigin, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// The "Your eSIM is ready" e-mail as a mail client shows it, after a real purchase on the Stripe
// stand-in (so it runs in the staff phase, with payments.spec): its HTML rendered in Chromium with
// no inline SVG, the QR image loaded from its signed address and decoding to the eSIM's LPA string.
const SHOTS = "/tmp/shots-first-lastmile";
const require = createRequire(import.meta.url);

test.describe.configure({ timeout: 120_000 });

test("the eSIM e-mail shows a scannable QR image beside the codes", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-staff", "one purchase is enough");
  mkdirSync(SHOTS, { recursive: true });
  await enablePayments(page);
  const name = unique(testInfo, "mailqr");
  await customerWithPlan(page, name);
  const orderId = await payOnStandIn(page);
  const origin = baseOrigin(page);

  let html = "";
  await expect(async () => {
    const mails = (await (await page.request.get(`/__dev/mailbox?to=${name}@example.com`)).json()) as {
      subject: string;
      html: string | null;
    }[];
    html = mails.find((m) => m.subject === `Your eSIM is ready (order #${orderId})`)?.html ?? "";
    expect(html).not.toBe("");
  }).toPass({ timeout: 30_000 });
  expect(html).not.toMatch(/<svg/i);
  // The image addresses are built from SITE_URL; this server answers them on its own origin.
  const served = html.replace(/https?:\/\/[^/"]+\/api\/esim-qr\//g, `${origin}/api/esim-qr/`);
  const src = /<img [^>]*src="([^"]+\/api\/esim-qr\/[^"]+\.png)"/.exec(served)?.[1] ?? "";
  expect(src).not.toBe("");

  // A mail client's fetch: no cookie (a context of its own). bypassCSP: only so the test can add
  // the jsQR decoder script to the page.
  const reader = await page.context().browser()?.newContext({ bypassCSP: true });
  const mail = await reader?.newPage();
  if (!mail) throw new Error("no browser");
  const png = await mail.goto(src);
  expect(png?.status()).toBe(200);
  expect(png?.headers()["content-type"]).toBe("image/png");
  await mail.addScriptTag({ path: require.resolve("jsqr/dist/jsQR.js") });
  const lpa = await mail.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext("2d");
    if (!g) return "";
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, canvas.width, canvas.height);
    // biome-ignore lint/suspicious/noExplicitAny: jsQR is a global added by the script tag
    return ((window as any).jsQR(data.data, canvas.width, canvas.height)?.data as string) ?? "";
  }, src);
  expect(lpa).toMatch(/^LPA:1\$/);
  const [, smdp, code] = lpa.split("$");
  expect(served).toContain(smdp);
  expect(served).toContain(code);

  // The e-mail as a mail client draws it.
  const drawn = await reader?.newPage();
  if (!drawn) throw new Error("no browser");
  for (const width of [390, 1280]) {
    await drawn.setViewportSize({ width, height: 900 });
    await drawn.setContent(served, { waitUntil: "domcontentloaded" });
    await expect
      .poll(() =>
        drawn
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await drawn.screenshot({ path: `${SHOTS}/esim-email-${width}.png`, fullPage: true });
  }
});
