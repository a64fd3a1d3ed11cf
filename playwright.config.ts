import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
// payments.spec and topup.spec switch the shop out of demo mode, so they run after the storefront specs too.
// languages-buying pays on the stand-in too.
const BACK_OFFICE = /(admin-[^/]*|chat|payments|topup|languages-buying)\.spec\.ts$/;
// Store-wide switches (e.g. "require a verified e-mail at checkout") would change what the other
// specs' checkouts do, so that spec runs alone, last.
const STORE_SWITCHES = /store-switches\.spec\.ts$/;

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
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
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
      testMatch: BACK_OFFICE,
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
