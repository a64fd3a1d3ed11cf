// The "Your eSIM is ready" e-mail as a mail client shows it: no inline SVG, a QR code image fetched
// from a signed address without cookies, which decodes to the eSIM's LPA string; the address
// refuses a forged or expired signature and a withdrawn eSIM.
import { env } from "cloudflare:workers";
import jsQR from "jsqr";
import { beforeAll, describe, expect, it } from "vitest";
import { esimQrUrl } from "../../worker/services/fulfilment/esim-qr-link";
import { rootSession } from "./admin-helpers";
import { newCustomer } from "./chat-helpers";
import { eventually, orderStatus } from "./fulfilment-helpers";
import { call, seedDatabase } from "./helpers";
import { mailbox } from "./mailbox";
import { configurePayments, stripePaidOrder } from "./payment-helpers";
import { decodePng } from "./png";

const SECRET = "test-only-settings-encryption-key";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const esimsOf = (orderId: number) =>
  env.DB.prepare("SELECT id, lpa, smdp_address, activation_code FROM esims WHERE order_id = ? ORDER BY id")
    .bind(orderId)
    .all<{ id: number; lpa: string; smdp_address: string; activation_code: string }>()
    .then((r) => r.results);

/** What a mail client asks for: the image's path on the shop, no cookie, no Origin. */
const fetchImage = (url: string) => call(new URL(url).pathname);

async function readQr(res: Response): Promise<string | null> {
  const png = await decodePng(new Uint8Array(await res.arrayBuffer()));
  return jsQR(png.rgba, png.width, png.height)?.data ?? null;
}

describe("the eSIM e-mail's QR code", { timeout: 30_000 }, () => {
  it("is a PNG every mail client shows, beside the codes, and decodes to the LPA", async () => {
    const owner = await newCustomer("qrmail");
    const to = `${owner.username}@shop.test`;
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days", quantity: 2 }], owner.browser);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const mail = await eventually(async () =>
      (await mailbox(to)).find((m) => m.subject === `Your eSIM is ready (order #${orderId})`),
    );
    const html = mail.html ?? "";
    expect(html).not.toMatch(/<svg/i);
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) =>
      (m[1] ?? "").replaceAll("&amp;", "&"),
    );
    const esims = await esimsOf(orderId);
    expect(images).toHaveLength(esims.length);
    for (const [i, esim] of esims.entries()) {
      const url = images[i] as string;
      expect(url).toMatch(/^https?:\/\/[^/]+\/api\/esim-qr\/\d+\.\d+\.[A-Za-z0-9_-]+\.png$/);
      // The manual codes sit in the same card as the image.
      const card = html.slice(html.indexOf(url), html.indexOf("Install on iPhone", html.indexOf(url)));
      expect(card).toContain(esim.smdp_address);
      expect(card).toContain(esim.activation_code);
      const res = await fetchImage(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(res.headers.get("Cache-Control")).toMatch(/^private/);
      expect(await readQr(res)).toBe(esim.lpa);
    }
    // The receipt rides in the same e-mail.
    expect(mail.text).toContain(`Your receipt, order #${orderId}`);
  });

  it("refuses a forged, altered or expired address, and a withdrawn eSIM's", async () => {
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }]);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const [esim] = await esimsOf(orderId);
    const id = esim?.id ?? 0;
    const good = await esimQrUrl(SECRET, "http://shop.test", { esimId: id, now: Date.now() });
    expect((await fetchImage(good)).status).toBe(200);

    const forged = await esimQrUrl("someone-elses-secret", "http://shop.test", {
      esimId: id,
      now: Date.now(),
    });
    expect((await fetchImage(forged)).status).toBe(404);
    // Another eSIM's id under this one's signature, or a later expiry, is not signed.
    expect((await fetchImage(good.replace(`/esim-qr/${id}.`, `/esim-qr/${id + 1}.`))).status).toBe(404);
    const [, expiry] = /\.(\d+)\./.exec(good) ?? [];
    expect((await fetchImage(good.replace(`.${expiry}.`, `.${Number(expiry) + 1}.`))).status).toBe(404);
    for (const junk of ["x.png", `${id}.png`, "..%2F..%2Fadmin", `${id}.1.abc.png`]) {
      expect((await call(`/api/esim-qr/${junk}`)).status).toBe(404);
    }

    const expired = await esimQrUrl(SECRET, "http://shop.test", {
      esimId: id,
      now: Date.now() - 31 * 24 * 60 * 60_000,
    });
    const gone = await fetchImage(expired);
    expect(gone.status).toBe(410);
    expect(gone.headers.get("Content-Type")).not.toBe("image/png");

    await env.DB.prepare("UPDATE esims SET status = 'refunded' WHERE id = ?").bind(id).run();
    expect((await fetchImage(good)).status).toBe(410);
  });
});
