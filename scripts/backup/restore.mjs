// `npm run restore -- FILE [--persist-to DIR]`: loads a backup made by `npm run backup` into a fresh
// local D1 database. The database it replaces is moved aside, never deleted; KV and R2 stay.
import { existsSync, renameSync } from "node:fs";
import { join } from "node:path";
import { importLocal, stamp, stateDir } from "./local-d1.mjs";

const file = process.argv[2];
if (!file || file.startsWith("--") || !existsSync(file)) {
  console.error("Usage: npm run restore -- backups/d1-<time>.sql [--persist-to DIR]");
  process.exit(1);
}
const state = stateDir();
const d1 = join(state, "v3", "d1");
if (existsSync(d1)) {
  const aside = `${d1}.before-restore-${stamp()}`;
  renameSync(d1, aside);
  console.log(`The database it replaces is kept at ${aside}`);
}
importLocal(state, file);
console.log(`\nRestored ${file} into the local D1 database at ${state}`);
