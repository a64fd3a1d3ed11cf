import { useOwnClientAddress } from "./client-ip";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";

let clientIp = "";
test.beforeEach(async ({ page }, testInfo) => {
  clientIp = await useOwnClientAddress(page, testInfo);
});

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Message").fill(values.message);
}

const goodContact = {
  name: "Nurul Aina",
  email: "nurul@example.com",
  message: "My eSIM shows no signal in Osaka.",
};

test.describe("Contact form with JavaScript", () => {
  test("checks each field in the browser with the spec's messages", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto("/support");
    await waitForHydration(page);
    await fillContact(page, { name: "N", email: "nurul@", message: "Help" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-name-error")).toHaveText("Name must be at least 2 characters");
    await expect(page.getByTestId("contact-email-error")).toHaveText("Please enter a valid email address");
    await expect(page.getByTestId("contact-message-error")).toHaveText(
      "Message must be at least 10 characters",
    );
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
  });

  test("posts to the page's action and confirms with a toast promising a reply within 24 hours", async ({
    page,
  }) => {
    await page.goto("/support");
    await waitForHydration(page);
    await fillContact(page, goodContact);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    // The site's own form goes through its route action (a fetcher), not the JSON API.
    expect(new URL(response.url()).pathname).toBe("/support.data");
    expect(response.status()).toBe(200);
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Message sent!");
    await expect(toast).toContainText("within 24 hours");
    await expect(page.getByLabel("Name")).toHaveValue("");

    // F8 moves focus to the notification region (SPEC.md §9).
    await page.keyboard.press("F8");
    const region = page.getByRole("region", { name: /Notifications \(F8\)/ });
    await expect(region.getByRole("list")).toBeFocused();
  });

  test("shows the failure toast with the server's message when rate limited", async ({ page, baseURL }) => {
    await page.goto("/support");
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post("/api/contact", {
        data: goodContact,
        headers: { Origin: baseURL ?? "", "CF-Connecting-IP": clientIp },
      });
      expect(response.status()).toBe(201);
    }
    await fillContact(page, goodContact);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Failed to send message");
    await expect(toast).toContainText(/Too many attempts/);
    await expect(page.getByLabel("Name")).toHaveValue(goodContact.name);
  });
});

test.describe("Contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows errors next to the fields, keeps the values, then confirms", async ({ page }) => {
    await page.goto("/support");
    await fillContact(page, { name: "N", email: "nurul@example.com", message: "Short" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-name-error")).toHaveText("Name must be at least 2 characters");
    await expect(page.getByTestId("contact-message-error")).toHaveText(
      "Message must be at least 10 characters",
    );
    await expect(page.getByTestId("contact-email-error")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue("nurul@example.com");
    await expect(page.getByLabel("Message")).toHaveValue("Short");

    await fillContact(page, goodContact);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toContainText("Message sent!");
    await expect(page.getByTestId("form-success")).toContainText("within 24 hours");
    await expect(page.getByTestId("form-success")).toBeInViewport();
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("a flood of posts gets 429 from the page action", async ({ page }) => {
    await page.goto("/support");
    for (let i = 0; i < 5; i++) {
      await fillContact(page, goodContact);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByTestId("form-success")).toBeVisible();
    }
    await fillContact(page, goodContact);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByTestId("form-error")).toContainText("Too many attempts");
    await expect(page.getByLabel("Message")).toHaveValue(goodContact.message);
  });
});

const goodPartner = {
  name: "Jason Lim",
  company: "Penang Getaways",
  email: "jason@getaways.example",
  message: "We sell 300 tour packages a month to Japan and Korea.",
};

async function fillPartner(page: Page, values: typeof goodPartner, businessType: string) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Company").fill(values.company);
  await page.getByLabel("Contact email").fill(values.email);
  await page.getByLabel("Business type").selectOption(businessType);
  await page.getByLabel("Message").fill(values.message);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Partnership form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("validates every field, then submits and promises a review in 2-3 business days", async ({
      page,
    }) => {
      await page.goto("/partner");
      await fillPartner(page, { name: "J", company: "P", email: "jason", message: "Let us talk." }, "");
      await page.getByRole("button", { name: "Submit Partnership Request" }).click();
      await expect(page.getByTestId("partner-name-error")).toHaveText("Name must be at least 2 characters");
      await expect(page.getByTestId("partner-company-error")).toHaveText(
        "Company name must be at least 2 characters",
      );
      await expect(page.getByTestId("partner-email-error")).toHaveText("Please enter a valid email address");
      await expect(page.getByTestId("partner-business-type-error")).toHaveText(
        "Please select a business type",
      );
      await expect(page.getByTestId("partner-message-error")).toHaveText(
        "Message must be at least 20 characters",
      );
      await expect(page.getByLabel("Company")).toHaveValue("P");

      await fillPartner(page, goodPartner, "reseller");
      await page.getByRole("button", { name: "Submit Partnership Request" }).click();
      const success = javaScriptEnabled ? page.getByTestId("toast") : page.getByTestId("form-success");
      await expect(success).toContainText("Partnership request submitted!");
      await expect(success).toContainText("2-3 business days");
      await expect(success).toBeInViewport();
      await expect(page.getByLabel("Company")).toHaveValue("");
    });
  });
}
