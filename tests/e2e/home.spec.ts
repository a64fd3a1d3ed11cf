import { gzipSync } from "node:zlib";
import { coveredCount } from "./coverage-count";
import { typeDestination } from "./destination-search";
import { expect, type Locator, test } from "./fixtures";
import { waitForHydration } from "./hydration";

test.describe("Home", () => {
  test("shows every section of the home page", async ({ page, request }) => {
    const countries = await coveredCount(request);
    expect(countries).toBeGreaterThanOrEqual(100);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${countries} countries`);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/shop");
    await expect(hero.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/partner");
    const heroImage = hero.getByRole("img");
    await expect(heroImage).toHaveAttribute("loading", "eager");
    await expect(heroImage).toHaveAttribute("fetchpriority", "high");
    await expect(heroImage).toHaveAttribute("alt", /.+/);

    await expect(page.getByRole("heading", { name: "Why Choose eSIM" })).toBeVisible();
    for (const reason of ["Instant activation via QR code", "Global coverage", "Secure and reliable"]) {
      await expect(page.getByRole("heading", { name: reason, exact: true })).toBeVisible();
    }

    await expect(page.getByRole("heading", { name: "Global Coverage Map" })).toBeVisible();
    const stats = page.getByTestId("coverage-stats");
    await expect(stats.locator("[data-figure=countries]")).toContainText(String(countries));
    // Nothing typed: the old made-up figures are nowhere on the page (decision 0085).
    for (const typed of ["500+", "10,000+", "99.9%", "24/7"])
      await expect(page.getByText(typed)).toHaveCount(0);
    await expect(page.getByAltText("World map of JalanSIM coverage")).toHaveAttribute("loading", "lazy");

    await expect(page.getByRole("heading", { name: "Trusted Partners" })).toBeVisible();
    const logos = page.getByTestId("partner-logo");
    await expect(logos).toHaveCount(6);
    for (const name of ["Vodafone", "Orange", "T-Mobile", "MTN", "Telstra", "Movistar"]) {
      const logo = page.getByRole("img", { name, exact: true });
      await expect(logo).toHaveAttribute("width", "240");
      await expect(logo).toHaveAttribute("height", "80");
    }

    // The claims show because the e2e seed gives each its source, as staff would in Settings.
    await expect(page.locator("#trusted-partners").locator("..").getByTestId("claim-source")).toHaveText(
      "Source: Roaming agreements on file, 2026",
    );

    // Testimonials are featured, published reviews: the seed has none (its staff-typed ones are
    // retired), and the storefront projects run before any spec publishes one.
    await expect(page.getByTestId("testimonial")).toHaveCount(0);

    for (const badge of ["Official Partner", "Secure Payment"]) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
  });

  test("a search for two destinations lists the plans covering both, in each language", async ({
    page,
  }, testInfo) => {
    const searches: [string, string, string][] = [
      ["/", "Japan Korea", "Plans covering Japan and South Korea"],
      ["/ms", "Jepun dan Korea", "Pelan yang meliputi Jepun dan Korea Selatan"],
      ["/zh", "日本和韩国", "同时覆盖日本和韩国的套餐"],
    ];
    for (const [home, q, heading] of searches) {
      await page.goto(home);
      await waitForHydration(page);
      await page.locator("#home-destination").fill(q);
      await page.locator("#home-destination").press("Enter");
      await expect(page.getByTestId("results-heading")).toContainText(heading);
      await expect(page.getByTestId("results-notice")).toHaveCount(0);
      await expect(page.getByTestId("plan-card").first()).toBeVisible();
      if (home === "/")
        await page.screenshot({ path: `.tmp/shots/search-japan-korea-${testInfo.project.name}.png` });
    }
  });

  test("a partner logo that fails to load is replaced by the operator's name", async ({ page }) => {
    await page.route("**/static/site/mtn-logo.svg", (route) => route.abort());
    await page.goto("/");
    // The logos load lazily: bring them into view so the browser requests them.
    await page.getByRole("heading", { name: "Trusted Partners" }).scrollIntoViewIfNeeded();
    const tile = page.getByTestId("partner-logo").filter({ hasText: "MTN" });
    await expect(tile.getByTestId("partner-name")).toHaveText("MTN");
    await expect(tile.getByRole("img")).toHaveCount(0);
    await expect(page.getByTestId("partner-name")).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Vodafone", exact: true })).toBeVisible();
  });

  test("reveals sections as they scroll into view, and hides the rest without fading them out", async ({
    page,
  }) => {
    // Every transition that starts on a fading section, counted from before the page's scripts run.
    await page.addInitScript(() => {
      const started: string[] = [];
      Object.assign(window, { fadeTransitions: started });
      document.addEventListener(
        "transitionrun",
        (event) => {
          if ((event.target as Element).classList?.contains("fade-in")) started.push(event.propertyName);
        },
        true,
      );
    });
    const transitions = () =>
      page.evaluate(() => (window as unknown as { fadeTransitions: string[] }).fadeTransitions);
    await page.goto("/");
    const badge = page.locator(".fade-in", { hasText: "Secure Payment" });
    await expect(badge).toHaveClass(/reveal-pending/);
    await expect(badge).toHaveCSS("opacity", "0");
    expect(await transitions()).toEqual([]);
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toHaveClass(/is-visible/);
    await expect(badge).toHaveCSS("opacity", "1");
    expect(await transitions()).toContain("opacity");
  });

  test("sections far below the first screen are not laid out until the reader nears them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    // False while the browser skips drawing an element inside a `content-visibility: auto` part.
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const badge = page.locator('section[aria-label="Why travellers trust us"] li').first();
    const footerColumn = page.locator("footer > div").first();
    expect(await drawn(badge)).toBe(false);
    expect(await drawn(footerColumn)).toBe(false);
    // Drawn or not, every section's content is in the accessibility tree (and find-in-page).
    await expect(page.getByRole("heading", { name: "Trusted Partners" })).toBeAttached();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(footerColumn)).toBe(true);
  });

  test("the destination search opens the shop with matching plans", async ({ page }) => {
    await page.goto("/");
    await typeDestination(page, page.getByLabel("Where are you travelling?"), "Japan");
    await page.getByRole("button", { name: "Find plans" }).click();
    await expect(page).toHaveURL(/\/shop\?q=Japan$/);
    await expect(page.getByLabel("Destination", { exact: true })).toHaveValue("Japan");
    const kinds = await page.getByTestId("plan-kind").allTextContents();
    expect(new Set(kinds.map((k) => k.split(" · ")[1]))).toEqual(new Set(["Asia Pacific", "Global"]));
  });

  test("ships at most 125 KiB of JavaScript (gzip), in seven files, on first load", async ({ page }) => {
    const sizes = new Map<string, number>();
    const reads: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (response.request().resourceType() !== "script" && !type.includes("javascript")) return;
      reads.push(
        response.body().then(
          (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
          () => {},
        ),
      );
    });
    await page.goto("/");
    // Hydrated means every module of the first load has arrived and run. Code fetched after that
    // (the chat widget, loaded lazily once the page is live) is not part of the first load.
    await waitForHydration(page);
    await Promise.all(reads);
    const firstLoad = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName("hydrated")[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime <= hydrated)
        .map((entry) => entry.name);
    });
    for (const url of sizes.keys()) if (!firstLoad.includes(url)) sizes.delete(url);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    console.log(`Home JavaScript: ${sizes.size} files, ${(total / 1024).toFixed(1)} KiB gzip`);
    // The entry, Rolldown's runtime, the framework, the shell, and one module per route on the way:
    // the root, the storefront's language layout (its code is in the shell; its file a few bytes)
    // and Home. An eighth file means the shell has been split again: each costs a phone a request.
    expect(sizes.size).toBeGreaterThan(0);
    expect(sizes.size).toBeLessThanOrEqual(7);
    expect(total).toBeLessThanOrEqual(125 * 1024);
  });
});

test("a client-side navigation asks for every module of the next page at once", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  await page.locator("a[data-cart-link]").click();
  await expect(page).toHaveURL(/\/cart$/);
  // The browser alone would find the cart page's imports a level at a time, as each file arrived;
  // the build's manifest lists them all, and the shell preloads them when the navigation starts.
  const { needed, preloaded } = await page.evaluate(() => {
    const manifest = (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest;
    const cart = manifest.routes["routes/cart"];
    return {
      needed: (cart ? [cart.module, ...cart.imports] : []).map((path) => new URL(path, location.href).href),
      preloaded: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        (l) => l.href,
      ),
    };
  });
  const fetchedForCart = needed.filter((href) => !loaded.includes(href));
  // The cart's own module and at least one import that Home did not load.
  expect(fetchedForCart.length).toBeGreaterThan(1);
  expect(preloaded).toEqual(expect.arrayContaining(fetchedForCart));
});

interface Manifest {
  routes: Record<string, { module: string; imports: string[] }>;
}

test.describe("Home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every section at once and searches with a plain GET form", async ({ page }) => {
    await page.goto("/");
    const faded = page.locator(".fade-in");
    expect(await faded.count()).toBeGreaterThan(10);
    for (const element of await faded.all()) await expect(element).toHaveCSS("opacity", "1");
    await expect(page.getByText("Secure Payment", { exact: true })).toBeVisible();

    await page.getByLabel("Where are you travelling?").fill("Thailand");
    await page.getByRole("button", { name: "Find plans" }).click();
    await expect(page).toHaveURL(/\/shop\?q=Thailand$/);
    await expect(
      page.getByTestId("plan-card").getByRole("heading", { name: "Thailand", exact: true }),
    ).toBeVisible();
  });

  test("two destinations from the hero and from the shop's own field, as plain GET forms", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByLabel("Where are you travelling?").fill("Japan, Korea");
    await page.getByRole("button", { name: "Find plans" }).click();
    await expect(page.getByTestId("results-heading")).toContainText("Plans covering Japan and South Korea");
    await page.goto("/zh/shop");
    await page.locator("#filter-q").fill("日本 韩国");
    await page.locator("#filter-q").press("Enter");
    await expect(page.getByTestId("results-heading")).toContainText("同时覆盖日本和韩国的套餐");
    await expect(page.getByTestId("plan-card").first()).toBeVisible();
  });
});
