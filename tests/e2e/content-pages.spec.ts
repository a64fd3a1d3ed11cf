import { coveredCount } from "./coverage-count";
import { expect, test } from "./fixtures";

test.describe("About, Support and Partner pages", () => {
  test("About shows the stored story, selling points, team, reach map and call to action", async ({
    page,
    request,
  }) => {
    const countries = await coveredCount(request);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    await expect(page.getByText("Connecting travellers to the world since 2019")).toBeVisible();
    const markdown = page.getByTestId("page-markdown");
    await expect(markdown.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(markdown.locator("strong", { hasText: "English and Bahasa Malaysia" })).toBeVisible();
    await expect(markdown).toContainText("across Asia Pacific, Europe, the Americas and beyond");
    await expect(page.getByTestId("selling-points").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByTestId("selling-points")).toContainText(`${countries} countries`);
    const team = page.getByTestId("team").getByRole("listitem");
    await expect(team).toHaveCount(3);
    for (const member of await team.all()) {
      const photo = member.getByRole("img");
      await expect(photo).toHaveAttribute("src", /^\/static\/team\/.+\.svg$/);
      await expect(photo).toHaveAttribute("alt", /^Portrait of /);
      await expect(member.getByRole("heading")).not.toBeEmpty();
    }
    await expect(page.getByRole("heading", { name: "Our global reach" })).toBeVisible();
    await expect(page.getByAltText("World map of JalanSIM coverage")).toBeVisible();
    const cta = page.locator("section", {
      has: page.getByRole("heading", { name: "Ready for your next trip?" }),
    });
    await expect(cta.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/shop");
    await expect(cta.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/partner");
  });

  test("Support shows the store contact routes", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support Center" })).toBeVisible();
    const channels = page.getByTestId("contact-channels");
    await expect(channels.getByRole("link", { name: /support@jalansim\.example/ })).toHaveAttribute(
      "href",
      "mailto:support@jalansim.example",
    );
    await expect(channels.getByRole("link", { name: /\+60 3-2788 1234/ })).toHaveAttribute(
      "href",
      "tel:+60327881234",
    );
    await expect(channels.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/60123456789",
    );
  });

  test("Partner shows the four benefits", async ({ page }) => {
    await page.goto("/partner");
    await expect(page.getByRole("heading", { level: 1, name: "Partner With Us" })).toBeVisible();
    const benefits = page.getByTestId("benefits").getByRole("heading");
    await expect(benefits).toHaveText([
      "Commission up to 25%",
      "Marketing and sales support",
      "White-label solutions",
      "Partner portal",
    ]);
    await expect(page.getByRole("heading", { name: "Submit Partnership Request" })).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`FAQ accordion (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("has five questions and keeps one open at a time", async ({ page }) => {
      await page.goto("/support");
      const items = page.getByTestId("faq").locator("details");
      await expect(items).toHaveCount(5);
      await expect(items.locator("summary")).toHaveText([
        /activate/i,
        /phone support/i,
        /arrive/i,
        /top up/i,
        /refund/i,
      ]);
      const open = page.getByTestId("faq").locator("details[open]");
      await expect(open).toHaveCount(1);
      await expect(open).toContainText("scan the QR code");

      await items.nth(4).locator("summary").click();
      await expect(open).toHaveCount(1);
      await expect(open).toContainText("within 7 days of purchase");

      // By keyboard: focus a question and press Enter.
      await items.nth(1).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(open).toHaveCount(1);
      await expect(open.locator("summary")).toHaveText(/phone support/i);
    });
  });
}
