// First-load JavaScript of a page, gzip, from the last build: the entry, the root route
// and the page's route module with every chunk they import, as React Router's manifest lists them
// (the module preloads of a full page load). Usage: node scripts/bench/first-load-js.mjs [route-id…]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT = "build/client";

export function readManifest(dir = CLIENT) {
  const file = readdirSync(join(dir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No React Router manifest in build/client/assets: run npm run build");
  const text = readFileSync(join(dir, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/**
 * With `routeDiscovery: { mode: "initial" }` every page also imports the whole route manifest as a
 * module; by default (lazy) the page carries only its own routes inline, in the HTML.
 */
function loadsWholeManifest(dir) {
  const config = join(dir, "..", "..", "react-router.config.ts");
  return existsSync(config) && /routeDiscovery:\s*\{\s*mode:\s*"initial"/.test(readFileSync(config, "utf8"));
}

export function firstLoadJs(routeId, dir = CLIENT) {
  const manifest = readManifest(dir);
  const files = new Set();
  if (loadsWholeManifest(dir)) files.add(manifest.url);
  const add = (entry) => {
    if (!entry) return;
    files.add(entry.module);
    for (const f of entry.imports ?? []) files.add(f);
  };
  add(manifest.entry);
  add(manifest.routes.root);
  add(manifest.routes[routeId]);
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { routeId, files: files.size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ids = process.argv.slice(2);
  for (const id of ids.length ? ids : ["routes/home", "routes/shop", "routes/plan", "routes/about"]) {
    const r = firstLoadJs(id);
    console.log(
      `${id.padEnd(16)} ${String(r.files).padStart(3)} files  ${r.gzipKiB.toFixed(1)} KiB gzip  (${r.rawKiB.toFixed(1)} KiB raw)`,
    );
  }
}
