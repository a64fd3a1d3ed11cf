import type { Browser, Page, TestInfo } from "@playwright/test";
import { open, signInByApi } from "./admin-helpers";
import { signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { REVIEW_BUYER, REVIEWED_PLAN, SEEDED_PASSWORD, seededName } from "./seeded";

// A buyer reviews a delivered plan from the order page; it waits for staff, who publish it from
// the Reviews tab; the plan page then shows it as a verified purchase, counted in its average.
// At a phone's 390 px and a desktop's 1280 px (decision 0068).

const WIDTH: Record<string, { width: number; height: number }> = {
  "desktop-staff": { width: 1280, height: 800 },
  "phone-staff": { width: 390, height: 844 },
};

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/shots-reviews/${testInfo.project.name}-${name}.png`, fullPage: false });
}

/** The plan page as an anonymous visitor sees it (its own browser context, no cookies). */
async function anonymousPlan(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`/plans/${REVIEWED_PLAN}`);
  return { page, close: () => context.close() };
}

test("a buyer's review from the order page appears on the plan page once staff publish it", async ({
  page,
  browser,
}, testInfo) => {
  const viewport = WIDTH[testInfo.project.name] ?? { width: 1280, height: 800 };
  await page.setViewportSize(viewport);
  const buyer = seededName(testInfo, REVIEW_BUYER);
  const words = `Fast 5G in Bangkok and Chiang Mai (${buyer} ${Date.now().toString(36)})`;

  await open(page, "/auth/login");
  await signIn(page, buyer, SEEDED_PASSWORD);
  await expect(page).not.toHaveURL(/auth\/login/);
  const [order] = (await (await page.request.get("/api/user/orders")).json()) as { id: number }[];
  await open(page, `/my-orders/${order?.id}`);
  const reviews = page.getByTestId("order-reviews");
  const form = reviews.getByTestId("review-form");
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(form.getByText("Comment is required")).toBeVisible();
  await form.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByLabel("Your review").fill(words);
  await form.getByLabel("Month of your trip (optional)").fill("2026-10");
  await shot(page, testInfo, "order-form");
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Thank you for your review" })).toBeVisible();
  const standing = reviews.getByTestId("review-standing");
  await expect(standing).toContainText("It appears once our staff have read it.");
  await shot(page, testInfo, "order-pending");

  // Not public yet.
  const before = await anonymousPlan(browser, viewport);
  await expect(before.page.getByTestId("plan-reviews")).toBeVisible();
  await expect(before.page.getByText(words)).toHaveCount(0);
  await before.close();

  // Staff publish it from the Reviews tab.
  const staffContext = await browser.newContext({ viewport });
  const staff = await staffContext.newPage();
  await signInByApi(staff);
  await open(staff, `/admin/reviews?q=${encodeURIComponent(buyer)}`);
  await expect(staff.getByText(words)).toBeVisible();
  await expect(staff.getByText("Pending", { exact: true })).toBeVisible();
  await staff.getByRole("button", { name: /^Publish review by/ }).click();
  await expect(staff.getByTestId("toast").filter({ hasText: "Review published" })).toBeVisible();
  await shot(staff, testInfo, "admin-published");
  await staffContext.close();

  // The plan page shows it, verified, and its count and average are those of the listed reviews.
  const after = await anonymousPlan(browser, viewport);
  const mine = after.page.getByTestId("review").filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId("verified")).toHaveText("Verified purchase");
  await expect(mine).toContainText("Travelled October 2026");
  const ratings = await after.page
    .getByTestId("review")
    .evaluateAll((items) =>
      items.map((item) => Number(/Rated (\d) out of 5/.exec(item.textContent ?? "")?.[1] ?? Number.NaN)),
    );
  const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  const summary = after.page.getByTestId("average-rating");
  await expect(summary).toContainText(`${mean.toFixed(1)} out of 5`);
  await expect(summary).toContainText(`${ratings.length} review`);
  await mine.scrollIntoViewIfNeeded();
  await shot(after.page, testInfo, "plan-published");
  await after.close();

  // The buyer's order page now says it is done, with no second form.
  await page.reload();
  await waitForHydration(page);
  await expect(reviews.getByTestId("review-standing")).toContainText("Thank you!");
  await expect(reviews.getByTestId("review-form")).toHaveCount(0);
});
