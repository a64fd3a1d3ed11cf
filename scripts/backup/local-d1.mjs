// The local D1 database of a wrangler state directory, as the backup and restore scripts use it.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { run } from "../lib.mjs";
import { loadingOrder, splitStatements } from "./statements.mjs";

/** `--name value` from the command line, or `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** The state directory: `--persist-to`, or the one `npm start` and `npm run dev` use. */
export const stateDir = () => resolve(option("--persist-to", ".wrangler/state"));

export const stamp = () =>
  new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");

/**
 * `wrangler d1 export --local` reads only `<cwd>/.wrangler/state` (it has no --persist-to): run it
 * from a scratch directory whose state is a link to the one asked for.
 */
export function exportLocal(state, output) {
  const cwd = mkdtempSync(join(tmpdir(), "d1-export-"));
  try {
    copyFileSync("wrangler.toml", join(cwd, "wrangler.toml"));
    mkdirSync(join(cwd, ".wrangler"));
    symlinkSync(state, join(cwd, ".wrangler", "state"));
    run("wrangler", ["d1", "export", "DB", "--local", "--output", resolve(output), "--cwd", cwd]);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** Loads a backup's SQL into the D1 database under `state` (which must not hold one yet). */
export function importLocal(state, file) {
  const dir = mkdtempSync(join(tmpdir(), "d1-import-"));
  try {
    const ordered = join(dir, "ordered.sql");
    writeFileSync(ordered, `${loadingOrder(splitStatements(readFileSync(file, "utf8"))).join("\n")}\n`);
    run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", ordered, "--yes"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
