// Seeds the local D1 (the one `npm start` and `npm run dev` use). Idempotent.
import { mkdirSync, writeFileSync } from "node:fs";
import { hashPassword } from "../worker/auth/password";
import { inlineStatement, type SeedDemoCustomers, seedStatements } from "../worker/db/seed";
import { readDevVars, run } from "./lib.mjs";

const vars = readDevVars() as Record<string, string | undefined>;
const username = vars.ADMIN_USERNAME;
const email = vars.ADMIN_EMAIL;
const password = vars.ADMIN_PASSWORD;
if (!username || !email || !password) {
  console.error("Set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD in .dev.vars (see .dev.vars.example).");
  process.exit(1);
}

// Demo customers are optional: an older .dev.vars without DEMO_* simply seeds none.
async function demoAccount(prefix: string) {
  const u = vars[`${prefix}_USERNAME`];
  const e = vars[`${prefix}_EMAIL`];
  const p = vars[`${prefix}_PASSWORD`];
  return u && e && p
    ? { username: u, email: e.toLowerCase(), passwordHash: await hashPassword(p) }
    : undefined;
}
const customer = await demoAccount("DEMO_CUSTOMER");
const banned = await demoAccount("DEMO_BANNED");
const demo: SeedDemoCustomers | undefined = customer ? { customer, banned } : undefined;

const statements = seedStatements({ username, email, passwordHash: await hashPassword(password) }, demo);
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, `${statements.map(inlineStatement).join("\n")}\n`, { mode: 0o600 });
const persistAt = process.argv.indexOf("--persist-to");
const persistArgs = persistAt > 0 ? ["--persist-to", process.argv[persistAt + 1] ?? ""] : [];
run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, ...persistArgs]);
console.log(
  `Seeded local D1 (${statements.length} statements); super admin: ${username}` +
    (customer ? `; demo customer: ${customer.username}` : "; no DEMO_CUSTOMER_* in .dev.vars"),
);
