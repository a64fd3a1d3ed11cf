import { typeDestination } from "./destination-search";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";

interface ApiProduct {
  name: string;
  region: string;
  type: string;
  durationDays: number;
  dataMb: number | null;
}

const cards = (page: Page) => page.getByTestId("plan-card");

/** On phones the dropdowns fold behind one "Filters" button; open it when it is there. */
async function openFilters(page: Page) {
  const toggle = page.getByTestId("shop-filters-toggle");
  if (!(await toggle.isVisible())) return;
  const fold = page.getByTestId("shop-filters-fold");
  if (!(await fold.evaluate((el) => (el as HTMLDetailsElement).open))) await toggle.click();
}

async function totalShown(page: Page): Promise<number> {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  const match = /Showing (\d+) of (\d+)/.exec(text);
  if (!match) throw new Error(`Unexpected result count: ${text}`);
  return Number(match[2]);
}

test.describe("Shop page", () => {
  test("renders the catalogue from D1 on the server", async ({ page, request }) => {
    const all: ApiProduct[] = await (await request.get("/api/products")).json();
    await page.goto("/shop");
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Shop eSIM & SIM Cards/);
    await expect(page.getByRole("heading", { level: 1, name: "Shop eSIM & SIM Cards" })).toBeVisible();

    await expect(page.getByLabel("Region")).toHaveText(
      /All Countries\s*Asia Pacific\s*Europe\s*Americas\s*Global/,
    );
    await expect(page.getByLabel("Duration")).toHaveText(
      /All Durations\s*1-7 Days\s*8-15 Days\s*16-30 Days\s*30\+ Days/,
    );
    await expect(page.getByLabel("Data Amount")).toHaveText(
      /All Data Plans\s*1-5 GB\s*6-15 GB\s*16-50 GB\s*Unlimited/,
    );
    await expect(page.getByLabel("Type")).toHaveText(/All Types\s*eSIM\s*Physical SIM/);

    await expect(cards(page)).toHaveCount(9);
    expect(await totalShown(page)).toBe(all.length);
    const first = cards(page).first();
    await expect(first.getByTestId("plan-price")).toHaveText(/^RM \d+\.\d{2}$/);
    await expect(first.getByText("Popular")).toBeVisible();
    await expect(first.locator("s")).toHaveText(/^RM \d+\.\d{2}$/);
    // A card sells here: Add to cart, and no button to a partner site.
    await expect(first.getByRole("button", { name: /Add to cart/ })).toBeVisible();
    await expect(first.getByRole("link", { name: /Buy now/ })).toHaveCount(0);
  });

  const filters: { label: string; option: string; param: string; matches: (p: ApiProduct) => boolean }[] = [
    { label: "Region", option: "Europe", param: "region=europe", matches: (p) => p.region === "Europe" },
    {
      label: "Type",
      option: "Physical SIM",
      param: "type=physical-sim",
      matches: (p) => p.type === "Physical SIM",
    },
    { label: "Duration", option: "30+ Days", param: "duration=30-plus", matches: (p) => p.durationDays > 30 },
    {
      label: "Duration",
      option: "8-15 Days",
      param: "duration=8-15",
      matches: (p) => p.durationDays >= 8 && p.durationDays <= 15,
    },
    { label: "Data Amount", option: "Unlimited", param: "data=unlimited", matches: (p) => p.dataMb === null },
    {
      label: "Data Amount",
      option: "16-50 GB",
      param: "data=16-50",
      matches: (p) => p.dataMb !== null && p.dataMb > 15 * 1024 && p.dataMb <= 50 * 1024,
    },
  ];

  for (const filter of filters) {
    test(`${filter.label} "${filter.option}" narrows the list and lands in the URL`, async ({
      page,
      request,
    }) => {
      const all: ApiProduct[] = await (await request.get("/api/products")).json();
      const expected = all.filter(filter.matches).map((p) => p.name);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(expected.length).toBeLessThanOrEqual(9); // all on the first page

      await page.goto("/shop");
      // A dropdown applies itself once the page has hydrated (before that, the Apply button does).
      await waitForHydration(page);
      await openFilters(page);
      await page.getByLabel(filter.label).selectOption({ label: filter.option });
      await expect(page).toHaveURL(new RegExp(`[?&]${filter.param.replace("+", "\\+")}`));
      // Polled: the unfiltered first page can hold as many cards as the filtered one, so a count
      // alone can pass before the new list has arrived.
      await expect
        .poll(async () => (await cards(page).getByRole("heading").allInnerTexts()).sort())
        .toEqual(expected.sort());
    });
  }

  test("Load More Products loads the next page until the catalogue ends", async ({ page, request }) => {
    const total = ((await (await request.get("/api/products")).json()) as unknown[]).length;
    await page.goto("/shop");
    await waitForHydration(page);
    const loadMore = page.getByRole("link", { name: "Load More Products" });
    let shown = 9;
    while (shown < total) {
      await loadMore.click();
      shown = Math.min(shown + 9, total);
      await expect(cards(page)).toHaveCount(shown);
    }
    await expect(page).toHaveURL(/page=\d+/);
    await expect(loadMore).toHaveCount(0);
  });

  test("a destination search finds the country, its region and global plans", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await typeDestination(page, page.getByLabel("Destination"), "Japan");
    await openFilters(page);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=Japan/);
    // The address changes before React has redrawn the list (the first unfiltered card is Japan's
    // too), so wait for the list itself rather than reading it once.
    const regions = async () =>
      new Set((await cards(page).getByTestId("plan-kind").allTextContents()).map((k) => k.split(" · ")[1]));
    await expect.poll(regions).toEqual(new Set(["Asia Pacific", "Global"]));
    await expect(cards(page).getByRole("heading", { name: "Japan", exact: true })).toBeVisible();
  });

  test("shows a designed empty state when the filters match nothing", async ({ page }) => {
    await page.goto("/shop?region=global&duration=1-7&data=unlimited");
    await expect(page.getByRole("heading", { name: "No plans match these filters" })).toBeVisible();
    await page.getByRole("link", { name: "Show all plans" }).click();
    await expect(cards(page)).toHaveCount(9);
  });

  // A search for a place we do not know is never a dead end.
  test("a search for an unknown place offers plans instead of an empty page", async ({ page }) => {
    await page.goto("/shop?q=Atlantis");
    await expect(page.getByTestId("results-notice")).toContainText(
      "We found no destination called “Atlantis”",
    );
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(
      page.getByTestId("results-notice").getByRole("link", { name: "See all destinations" }),
    ).toBeVisible();
  });
});

test.describe("Shop page on a slow or lost connection", () => {
  // Only the browser's own network is held or cut; the server behind it is the real one.
  const routeData = /\/shop\.data/;

  test("shows 'Loading products...' while the next list is on its way", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(routeData, async (route) => {
      await held;
      await route.continue();
    });
    await openFilters(page);
    await page.getByLabel("Region").selectOption({ label: "Europe" });
    await expect(page.getByText("Loading products...")).toBeVisible();
    await expect(page.getByRole("list").filter({ has: cards(page) })).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByText("Loading products...")).toBeHidden();
    const kinds = await cards(page).getByTestId("plan-kind").allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((kind) => kind.endsWith(" · Europe"))).toBe(true);
  });

  test("shows the spec's error text when the list cannot be fetched, and Try again recovers", async ({
    page,
  }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await page.route(routeData, (route) => route.abort("internetdisconnected"));
    await openFilters(page);
    await page.getByLabel("Type").selectOption({ label: "Physical SIM" });
    await expect(page.getByText("Failed to load products. Please try again later.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.unroute(routeData);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(cards(page)).toHaveCount(9);
  });

  test("any other page that cannot load shows a friendly error page", async ({ page, isMobile }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await page.route(/\/about\.data/, (route) => route.abort("internetdisconnected"));
    if (isMobile) await page.getByLabel("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
    await nav.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("We could not load this page. Please try again in a moment.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();

    await page.unroute(/\/about\.data/);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  });
});

test.describe("Shop page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters as a plain GET form and loads more with a plain link", async ({ page }) => {
    await page.goto("/shop");
    await openFilters(page);
    await page.getByLabel("Region").selectOption({ label: "Asia Pacific" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/region=asia-pacific/);
    await expect(page.getByLabel("Region")).toHaveValue("asia-pacific");
    const kinds = await cards(page).getByTestId("plan-kind").allTextContents();
    expect(kinds.length).toBe(9);
    expect(kinds.every((kind) => kind.endsWith(" · Asia Pacific"))).toBe(true);

    await page.getByRole("link", { name: "Load More Products" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/region=asia-pacific/);
    const more = await cards(page).getByTestId("plan-kind").allTextContents();
    expect(more.length).toBeGreaterThan(9);
    expect(more.every((kind) => kind.endsWith(" · Asia Pacific"))).toBe(true);
  });
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
});

test("the navigation frames the page, with a drawer on phones", async ({ page, isMobile }) => {
  await page.goto("/shop");
  if (isMobile) {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByLabel("Menu", { exact: true }).click();
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await expect(drawer).toBeVisible();
    for (const name of ["Home", "Shop", "About Us", "Support", "Partner With Us", "Sign in", "Sign up"]) {
      // In the viewport, not merely "visible": a drawer clipped to the header's height passes toBeVisible.
      await expect(drawer.getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const viewport = page.viewportSize();
    const panel = await drawer.boundingBox();
    expect(panel?.height ?? 0).toBeGreaterThan((viewport?.height ?? 0) / 3);
    await drawer.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Shop", "About Us", "Support", "Partner With Us"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toContainText("Popular destinations");
  await expect(page.getByRole("contentinfo")).toContainText(/© \d{4} JalanSIM/);
});
