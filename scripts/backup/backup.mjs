// `npm run backup [-- --persist-to DIR] [--output FILE]`: the local D1 database (the one `npm start`
// serves, unless told another) exported as SQL to backups/d1-<time>.sql. docs/reliability.md says
// how production is backed up (D1 Time Travel) and restored.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { exportLocal, option, stamp, stateDir } from "./local-d1.mjs";

const output = option("--output", `backups/d1-${stamp()}.sql`);
mkdirSync(dirname(output), { recursive: true });
exportLocal(stateDir(), output);
console.log(`\nBacked up the local D1 database to ${output}`);
