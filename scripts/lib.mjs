import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";

// Locally the shop needs no network: without this, every wrangler/Vite start tries to download
// workers.cloudflare.com/cf.json for `request.cf` and prints a stack trace when offline.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

/** Run a command from node_modules/.bin (npm puts it first on PATH); exit on failure. */
export function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n${command} failed with exit code ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

export function runInBackground(command, args, options = {}) {
  return spawn(command, args, { stdio: "inherit", ...options });
}

/** A fresh clone has no .dev.vars: start from the committed example. */
function parseVars(text) {
  const vars = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]] = match[2].replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

/** Creates .dev.vars from the example, and adds keys the example gained since (never overwrites). */
export function ensureDevVars() {
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example");
    return;
  }
  const current = readFileSync(".dev.vars", "utf8");
  const have = parseVars(current);
  const missing = Object.entries(parseVars(readFileSync(".dev.vars.example", "utf8"))).filter(
    ([key]) => !(key in have),
  );
  if (missing.length === 0) return;
  const lines = missing.map(([key, value]) => `${key}=${value}`).join("\n");
  appendFileSync(".dev.vars", `${current.endsWith("\n") ? "" : "\n"}${lines}\n`);
  console.log(`Added to .dev.vars from the example: ${missing.map(([key]) => key).join(", ")}`);
}

export function readDevVars() {
  ensureDevVars();
  return parseVars(readFileSync(".dev.vars", "utf8"));
}
