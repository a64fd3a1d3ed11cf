import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
// payments.spec and topup.spec switch the shop out of demo mode, so they run after the storefront specs too.
// languages-buying pays on the stand-in too.
const BACK_OFFICE = /(admin-[^/]*|chat|payments|topup|languages-buying)\.spec\.ts$/;
// Store-wide switches (e.g. "require a verified e-mail at checkout") would change what the other
// specs' checkouts do, so that spec runs alone, last.
const STORE_SWITCHES = /store-switches\.spec\.ts$/;

// One viewport for behaviour, the phone too for layout (decision 0071). Every spec runs at desktop
// (Desktop Chrome, 1280 x 720); a spec runs on the phone as well (Pixel 7: 412 px, touch, Android's
// user agent) only when it checks something a phone shows differently. Specs that set their own widths
// (390 and 1280 px in one test) or build their own phone context need no phone project. The spec →
// viewports table, before and after, is in docs/reliability.md ("The suite's time budget").
const PHONE_TOO = [
  "accounts", // the drawer's Logout, and its account items as tall as a finger (44 px)
  "compatibility", // the plan page names the Pixel 7 it detected; the no-JavaScript check at phone size
  "home", // the landing page's sections and first screen as a phone draws them
  "my-esims", // an Android phone gets only Android's install link
  "offline", // the eSIM page kept for a phone without signal, signing out from the drawer
  "plan", // the phone's fixed buy bar and chat button, touch toasts
  "quality", // nothing scrolls sideways at 360 px, the sticky buy bar, axe at phone width
  "shop", // the drawer navigation, and the error page reached through it
];
// Tests inside those specs that check behaviour only (HTTP, head tags, sessions, words), left off
// the phone by title: a renamed test is no longer matched and simply runs on the phone again.
const BEHAVIOUR_IN_PHONE_SPECS = new RegExp(
  [
    String.raw`accounts\.spec\.ts (an empty cart at checkout|the session cookie is|a banned user sees|wrong credentials show|My Orders lists every status|profile: overview|signed out, the profile asks|without JavaScript )`,
    String.raw`compatibility\.spec\.ts the cart links to the check`,
    String.raw`home\.spec\.ts (Home )?(a partner logo that fails|ships at most|a client-side navigation asks)`,
    String.raw`plan\.spec\.ts Plan detail page (a regional plan lists|carries Product structured data|preloads its banner|an unknown plan is a 404)`,
    String.raw`quality\.spec\.ts (\S+ has a title, description|every icon on a public page|a storefront page costs|a page outside the edge cache)`,
  ].join("|"),
);
// Staff use the back office on phones too: these check its phone layout or a phone's answer.
const PHONE_STAFF_TOO = [
  "admin-credit", // the grant-credit dialog and the customer's paying screens at 390 px
  "admin-delivery", // the delivered eSIM's page on an Android phone: Android's link only
  "admin-order-desk", // the order desk at 390 px, through the drawer
  "admin-physical-sim", // the checkout's courier fields, the ship dialog and the packing slip at 390 px
  "admin-promotions", // creating a code and applying it in the cart at 390 px
  "admin-quality", // axe and "fits the screen" at 390 px
  "admin-shell", // the drawer (a dialog on phones)
  "admin-staff-security", // the phone header's way to the back office
  "admin-users", // banning from the Users cards at phone width, the banned notice on a phone
  "chat", // the unread count on the phone's menu button, both sides of a chat at phone width
  "journey-payments", // the ten-tap phone walk (it runs on phone-staff only)
  "admin-reviews", // a buyer's review form and the Reviews tab at 390 px
  "price-payments", // the cart's discount lines and the Pay button at 390 px
];
const specs = (names: string[]) => new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);

// Debian's Chromium (installed by .ci/run); Playwright cannot download browsers here.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI only, as a guard: a test that fails twice still fails the run, and a retried
  // pass is reported as flaky in the list, which docs/reliability.md counts against the suite.
  retries: process.env.CI ? 1 : 0,
  // CI runs two browsers, workerd and the stand-ins on two cores: a step that takes 1 s on a quiet
  // machine can take 4 s there, so waits get room without any test sleeping.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // The timing reporter prints each project's span and test count at the end (npm test's table
  // shows them too): the suite's time budget is read from it (docs/reliability.md).
  reporter: [
    ["list"],
    ["./tests/e2e/timing-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  // The back-office specs change shared content (page text, store contact, products), so they run
  // after the storefront specs that read the seeded values, on the same throwaway database.
  projects: [
    {
      name: "desktop",
      testIgnore: [BACK_OFFICE, STORE_SWITCHES],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "phone",
      testMatch: specs(PHONE_TOO),
      grepInvert: BEHAVIOUR_IN_PHONE_SPECS,
      testIgnore: [BACK_OFFICE, STORE_SWITCHES],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
    {
      name: "desktop-staff",
      testMatch: BACK_OFFICE,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "phone-staff",
      testMatch: specs(PHONE_STAFF_TOO),
      testIgnore: STORE_SWITCHES,
      dependencies: ["desktop", "phone"],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
    {
      name: "store-switches",
      testMatch: STORE_SWITCHES,
      dependencies: ["desktop-staff", "phone-staff"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    // Serves the production build (run `npm run build` first; `npm test` does) on a throwaway
    // database, in workerd with no dev proxy in front (scripts/serve-built-worker.mjs).
    command: `node scripts/serve-e2e.mjs`,
    url: `http://127.0.0.1:${port}/api/products`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // Building the throwaway database and starting workerd took up to four minutes on a loaded
    // two-core machine; a quiet one needs well under one.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
