import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";

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

/**
 * `npm start` and `npm run start:payments` serve `build/` from this checkout: a second one would
 * rebuild it under the first, whose pages then ask for assets that no longer exist. The first
 * writes its pid here; the next refuses while that process lives (a stale file is taken over).
 */
export function holdServingLock(what, port) {
  const path = process.env.SERVING_LOCK ?? ".wrangler/serving.lock";
  if (existsSync(path)) {
    const held = JSON.parse(readFileSync(path, "utf8"));
    if (held.pid !== process.pid && isAlive(held.pid)) {
      console.error(
        `\n${held.what} is already serving this checkout on port ${held.port} (pid ${held.pid}).` +
          `\nStop it first: starting again would rebuild build/ under it and break its pages.`,
      );
      process.exit(1);
    }
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ pid: process.pid, what, port }));
  process.on("exit", () => {
    if (existsSync(path) && JSON.parse(readFileSync(path, "utf8")).pid === process.pid) rmSync(path);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** E-mailed links point at the port this start serves, unless .dev.vars names another address. */
export function siteUrlVar(port) {
  return readDevVars().SITE_URL ? [] : ["--var", `SITE_URL:http://localhost:${port}`];
}
