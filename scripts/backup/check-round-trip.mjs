// Part of `npm test`: a seeded local database backed up with `npm run backup` and loaded into a
// fresh one with `npm run restore` holds the same orders, lines, customers and schema objects.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { run } from "../lib.mjs";

const root = resolve(".tmp/backup-check");
const [original, restored, file] = [join(root, "original"), join(root, "restored"), join(root, "backup.sql")];
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });

run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", original]);
run("tsx", ["scripts/seed.ts", "--persist-to", original]);
run("node", ["scripts/backup/backup.mjs", "--persist-to", original, "--output", file]);
run("node", ["scripts/backup/restore.mjs", file, "--persist-to", restored]);

const CHECKS = {
  orders:
    "select id, user_id, status, total_amount_sen, refunded_amount_sen, paid_at from orders order by id",
  lines: "select order_id, product_id, quantity, price_sen from order_items order by id",
  customers: "select id, username, email, password from users order by id",
  schema: "select type, name from sqlite_master where name not like 'sqlite_%' order by type, name",
  migrations: "select name from d1_migrations order by id",
};

function read(state, sql) {
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr}`);
  return JSON.parse(result.stdout)[0].results;
}

let failed = false;
for (const [name, sql] of Object.entries(CHECKS)) {
  const [before, after] = [read(original, sql), read(restored, sql)];
  const same = JSON.stringify(before) === JSON.stringify(after);
  console.log(`${same ? "✓" : "✗"} ${name}: ${before.length} rows before, ${after.length} after`);
  if (!same || before.length === 0) failed = true;
}
rmSync(root, { recursive: true, force: true });
if (failed) {
  console.error("\nThe restored database differs from the one backed up.");
  process.exit(1);
}
console.log("\nBackup and restore: the restored database holds the same orders.");
