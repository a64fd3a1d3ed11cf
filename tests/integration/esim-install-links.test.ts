import { beforeAll, describe, expect, it } from "vitest";
import { rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { newCustomer } from "./chat-helpers";
import { eventually, orderStatus } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { configurePayments, stripePaidOrder } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

// The eSIM page leads with the one-tap install of the phone reading it: Android's link on Android,
// Apple's on an iPhone, and both when it cannot be told (a laptop showing the QR code).
beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const LAPTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe("the eSIM page's install links", { timeout: 30_000 }, () => {
  it("carries androidInstallUrl, and knows the platform it is read on", async () => {
    const owner = await newCustomer("android");
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], owner.browser);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const cookie = [...owner.browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const view = async (userAgent: string, hints: Record<string, string> = {}) => {
      const request = new Request(`${ORIGIN}/my-orders/${orderId}/esim`, {
        headers: { Cookie: cookie, "User-Agent": userAgent, ...hints },
      });
      const { page } = await queryRoutes(appHandler, request);
      return page?.loaderData["routes/my-orders.$id.esim"] as {
        platform: string;
        esims: { lpa: string; androidInstallUrl: string; iphoneInstallUrl: string }[];
      };
    };
    const android = await view(ANDROID_UA);
    expect(android.platform).toBe("android");
    const [esim] = android.esims;
    expect(esim?.androidInstallUrl).toBe(
      `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim?.lpa ?? "")}`,
    );
    expect(esim?.iphoneInstallUrl).toMatch(/^https:\/\/esimsetup\.apple\.com\//);
    expect((await view(IPHONE_UA)).platform).toBe("ios");
    expect((await view(LAPTOP_UA, { "Sec-CH-UA-Platform": '"Linux"' })).platform).toBe("other");
    // Chromium on Android sends the platform hint even where the product string is reduced.
    expect((await view("Mozilla/5.0", { "Sec-CH-UA-Platform": '"Android"' })).platform).toBe("android");
  });
});
