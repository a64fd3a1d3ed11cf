// The e2e suite's own rows (tests/e2e/seeded.ts), written to its throwaway D1 by
// scripts/serve-e2e.mjs after the ordinary seed and before workerd starts.
import { mkdirSync, writeFileSync } from "node:fs";
import { e2eSeedSql, SEEDED_PASSWORD } from "../tests/e2e/seeded";
import { seededEsimsKv } from "../tests/e2e/seeded-esims";
import { hashPassword } from "../worker/auth/password";
import { run } from "./lib.mjs";

const persistAt = process.argv.indexOf("--persist-to");
const persist = persistAt > 0 ? (process.argv[persistAt + 1] ?? "") : ".tmp/e2e-state";
mkdirSync(".tmp", { recursive: true });
const file = ".tmp/e2e-seed.sql";
writeFileSync(file, e2eSeedSql(await hashPassword(SEEDED_PASSWORD)), { mode: 0o600 });
run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, "--persist-to", persist]);
// The demo supplier's state for the seeded eSIMs (their usage and packages live in its KV).
const kvFile = ".tmp/e2e-seed-kv.json";
writeFileSync(kvFile, JSON.stringify(seededEsimsKv(Date.now())));
run("wrangler", [
  "kv",
  "bulk",
  "put",
  kvFile,
  "--binding",
  "SUPPLIER_KV",
  "--local",
  "--persist-to",
  persist,
]);
