// Fails when the Worker bundle exceeds the Workers free-plan limit (3 MiB after gzip).
import { spawnSync } from "node:child_process";

const LIMIT_KIB = 3 * 1024;
const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", ".tmp/dry-run"], {
  encoding: "utf8",
});
const output = `${result.stdout}${result.stderr}`;
if (result.status !== 0) {
  console.error(output);
  process.exit(result.status ?? 1);
}
const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
if (!match) {
  console.error("Could not read the bundle size from `wrangler deploy --dry-run`:\n", output);
  process.exit(1);
}
const gzipKiB = Number(match[2]);
console.log(`Worker bundle: ${match[1]} KiB, ${gzipKiB} KiB gzip (limit ${LIMIT_KIB} KiB gzip)`);
if (gzipKiB > LIMIT_KIB) {
  console.error("The Worker is over the size limit.");
  process.exit(1);
}
