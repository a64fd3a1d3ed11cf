// Seeds the local D1 (the one `npm start` and `npm run dev` use). Idempotent.
import { mkdirSync, writeFileSync } from "node:fs";
import { hashPassword } from "../worker/auth/password";
import { inlineStatement, seedStatements } from "../worker/db/seed";
import { readDevVars, run } from "./lib.mjs";

const vars = readDevVars() as Record<string, string | undefined>;
const username = vars.ADMIN_USERNAME;
const email = vars.ADMIN_EMAIL;
const password = vars.ADMIN_PASSWORD;
if (!username || !email || !password) {
  console.error("Set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD in .dev.vars (see .dev.vars.example).");
  process.exit(1);
}

const statements = seedStatements({ username, email, passwordHash: await hashPassword(password) });
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, `${statements.map(inlineStatement).join("\n")}\n`, { mode: 0o600 });
const persistAt = process.argv.indexOf("--persist-to");
const persistArgs = persistAt > 0 ? ["--persist-to", process.argv[persistAt + 1] ?? ""] : [];
run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, ...persistArgs]);
console.log(`Seeded local D1 (${statements.length} statements); super admin: ${username}`);
