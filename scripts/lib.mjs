import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";

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
export function ensureDevVars() {
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example");
  }
}

export function readDevVars() {
  ensureDevVars();
  const vars = {};
  for (const line of readFileSync(".dev.vars", "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]] = match[2].replace(/^"(.*)"$/, "$1");
  }
  return vars;
}
