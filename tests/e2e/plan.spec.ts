import { addFromPlanPage } from "./customer-helpers";
import { expect, test } from "./fixtures";

test.describe("Plan detail page", () => {
  test("a shop card leads to its plan page with coverage, reviews and Add to cart", async ({ page }) => {
    await page.goto("/shop?q=Japan");
    await page.getByTestId("plan-card").getByRole("link", { name: "Japan", exact: true }).click();
    await expect(page).toHaveURL(/\/plans\/japan-5gb-7-days$/);
    await expect(page.getByRole("heading", { level: 1, name: "Japan" })).toBeVisible();
    await expect(page).toHaveTitle(/^Japan eSIM: 5 GB, 7 Days \| JalanSIM$/);

    const box = page.getByTestId("purchase-box");
    await expect(box.getByTestId("plan-price")).toHaveText("RM 25.00");
    await expect(box.locator("s")).toHaveText("RM 30.00");
    // The plan sells here: no button sends the buyer to a partner site.
    await expect(box.getByRole("link", { name: /Buy now/ })).toHaveCount(0);
    await expect(
      box.locator('[data-slot="add-to-cart"]').getByRole("button", { name: /Add to cart/ }),
    ).toBeVisible();

    for (const fact of ["5 GB", "7 Days", "eSIM", "Asia Pacific"]) {
      await expect(page.locator("dd", { hasText: fact }).first()).toBeVisible();
    }
    // Each covered country links to its destination page, with its flag.
    await expect(page.getByTestId("plan-countries").getByRole("listitem")).toHaveText([/Japan$/]);
    await expect(page.getByTestId("plan-countries").getByRole("link", { name: "Japan" })).toHaveAttribute(
      "href",
      "/esim/japan",
    );

    // The seed publishes no reviews: only buyers write them, and staff publish them (decision 0068).
    const reviews = page.getByTestId("plan-reviews");
    await expect(reviews.getByTestId("review")).toHaveCount(0);
    await expect(reviews).toContainText("No reviews yet.");
    await expect(reviews.getByTestId("average-rating")).toHaveCount(0);
  });

  test("Add to cart on the plan page puts the plan in the cart and stays on the page", async ({ page }) => {
    await addFromPlanPage(page, "japan-5gb-7-days");
    await expect(page.getByTestId("toast")).toContainText("Product has been added to your cart");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(page).toHaveURL(/\/plans\/japan-5gb-7-days$/);
    await page.goto("/cart");
    await expect(page.getByRole("main")).toContainText("Japan");
  });

  test("the Added to cart toast offers the cart and does not follow the buyer into it", async ({ page }) => {
    await addFromPlanPage(page, "japan-5gb-7-days");
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Added to cart");
    await toast.getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main")).toContainText("Japan");
    await expect(toast).toHaveCount(0);

    // Reached another way (the header's cart), the toast closes too.
    await addFromPlanPage(page, "japan-5gb-7-days");
    await expect(toast).toContainText("Added to cart");
    await page.locator("[data-cart-link]").first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast).toHaveCount(0);
  });

  test("a regional plan lists every covered country", async ({ page }) => {
    await page.goto("/shop?region=europe");
    const card = page.getByTestId("plan-card").first();
    const name = (await card.getByTestId("plan-link").textContent()) ?? "";
    await card.getByTestId("plan-link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await page.getByTestId("plan-countries").getByRole("listitem").count()).toBeGreaterThan(5);
  });

  test("carries Product structured data priced in MYR, with the CSP nonce", async ({ page }) => {
    const response = await page.goto("/plans/japan-5gb-7-days");
    const csp = response?.headers()["content-security-policy"] ?? "";
    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const json = JSON.parse((await script.textContent()) ?? "{}");
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Japan",
      offers: { "@type": "Offer", price: "25.00", priceCurrency: "MYR" },
    });
    // No published review, so no rating is claimed.
    expect(json.aggregateRating).toBeUndefined();
    expect(json.offers.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/plans\/japan-5gb-7-days$/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await script.evaluate((el) => (el as HTMLScriptElement).nonce)).toBe(nonce);
  });

  test("preloads its banner from the head, before the inlined styles", async ({ request }) => {
    const html = await (await request.get("/plans/japan-5gb-7-days")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = head.search(
      /<link rel="preload" href="\/static\/plans\/asia-pacific\.svg" as="image" fetchPriority="high"\/>/,
    );
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(head.indexOf("<style"));
  });

  test("an unknown plan is a 404 page", async ({ page }) => {
    const response = await page.goto("/plans/no-such-plan");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});

test.describe("the chat button and the page's fixed actions", () => {
  test.skip(({ isMobile }) => !isMobile, "the bars that stay on screen are the phone's");

  for (const width of [360, 390, 430]) {
    test(`at ${width} px the chat button covers no part of a button or link that stays on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/plans/japan-5gb-7-days", "/shop", "/"]) {
        await page.goto(path);
        await expect(page.getByTestId("chat-launcher")).toBeVisible();
        const covered = await page.evaluate(() => {
          const pinned = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter((element) => {
            const { position } = getComputedStyle(element);
            return (
              (position === "fixed" || position === "sticky") &&
              !element.closest("[data-testid=chat-launcher]")
            );
          });
          const actions = pinned.flatMap((bar) => Array.from(bar.querySelectorAll<HTMLElement>("a, button")));
          return actions
            .filter((action) => action.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
            .filter((action) => {
              const box = action.getBoundingClientRect();
              const onScreen = box.width > 0 && box.x >= 0 && box.y >= 0;
              if (!onScreen || box.right > innerWidth || box.bottom > innerHeight) return false;
              // Its centre and four points a quarter in from its corners (inside a round button too): a
              // button half under the chat button is covered as well.
              const xs = [box.x + box.width / 2, box.left + box.width / 4, box.right - box.width / 4];
              const ys = [box.y + box.height / 2, box.top + box.height / 4, box.bottom - box.height / 4];
              const points = [[xs[0], ys[0]], ...[1, 2].flatMap((i) => [1, 2].map((j) => [xs[i], ys[j]]))];
              return points.some(([x = 0, y = 0]) => {
                const hit = document.elementFromPoint(x, y);
                return hit !== null && !action.contains(hit);
              });
            })
            .map((action) => action.textContent?.trim() || action.getAttribute("aria-label"));
        });
        expect(covered, path).toEqual([]);
      }
    });
  }
});
