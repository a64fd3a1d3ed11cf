// `npm run lighthouse [-- --port 8787] [-- --paths /,/shop] [-- --runs 3]`: Lighthouse (mobile
// preset) on the storefront's key pages, printing the median of each category score over the runs.
// It builds nothing: it uses a server already listening on the port, or serves the last build
// (`npm run build`) on a throwaway database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8790" },
    paths: { type: "string", default: "/,/shop,/plans/japan-5gb-7-days" },
    min: { type: "string", default: "95" },
    // Lighthouse's own advice for run-to-run variance: several runs, judged by the median.
    runs: { type: "string", default: "3" },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const paths = values.paths.split(",");
const minimum = Number(values.min);
const runs = Number(values.runs);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function isUp() {
  try {
    return (await fetch(`${base}/api/products`)).ok;
  } catch {
    return false;
  }
}

let server;
if (!(await isUp())) {
  if (!existsSync("build/server")) {
    console.error("No server on that port and no build: run `npm run build` first (or `npm start`).");
    process.exit(1);
  }
  console.log(`Serving the last build on ${base} (throwaway database)…`);
  server = spawn("node", ["scripts/serve-e2e.mjs"], {
    env: { ...process.env, E2E_PORT: values.port, E2E_STATE: ".tmp/lighthouse-state" },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (!(await isUp())) {
    if (Date.now() > deadline) {
      console.error("The server did not start within 2 minutes.");
      process.kill(-server.pid);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

let failed = false;
const rows = [];
function runLighthouse(path) {
  const result = spawnSync(
    "lighthouse",
    [
      `${base}${path}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${path}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

for (const path of paths) {
  const reports = [];
  try {
    for (let run = 0; run < runs; run++) reports.push(runLighthouse(path));
  } catch (error) {
    console.error(error.message);
    failed = true;
    continue;
  }
  const scoresOf = (report) => CATEGORIES.map((id) => Math.round((report.categories[id]?.score ?? 0) * 100));
  const all = reports.map(scoresOf);
  const scores = CATEGORIES.map((_, index) => median(all.map((s) => s[index])));
  if (scores.some((score) => score < minimum)) failed = true;
  rows.push([path, ...scores, all.map((s) => s[0]).join("/")]);
  // The audits that cost points, from the run whose performance score is the median.
  const medianRun = reports[all.findIndex((s) => s[0] === scores[0])];
  const lowAudits = Object.values(medianRun.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  if (lowAudits.length) console.log(`${path}: audits below 0.9: ${lowAudits.join(", ")}`);
}

if (server) process.kill(-server.pid);

const header = ["page", ...CATEGORIES, "performance runs"];
console.log(`\nLighthouse (mobile preset) on ${base}, median of ${runs} runs, minimum ${minimum}:`);
console.log(header.map((h) => h.padEnd(16)).join(" "));
for (const row of rows) console.log(row.map((cell) => String(cell).padEnd(16)).join(" "));
process.exit(failed ? 1 : 0);
