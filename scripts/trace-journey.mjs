// Lists the files a journey crosses: from its entry files, follow every static import (type
// imports too, since a reader opens them) that lands in this repository, and count files and
// lines. Dynamic import() is followed as well: a lazily loaded dialog is still read on the way.
// Each import that crosses between app/ and the Worker's side is counted as a crossing.
// Usage: node scripts/trace-journey.mjs [staff-refund|signed-out-purchase|<entry files…>] [--list] [--all]
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");

/**
 * The journeys of docs/architecture-journeys.md. A staff line refund: the desk's route (its
 * loader shows the refundable figures, its action runs the "refund" intent) and the layout it
 * renders in. A signed-out purchase: home, a plan, the cart, checkout, the return from Stripe
 * and the order page, inside the storefront layout.
 */
const JOURNEYS = {
  "staff-refund": ["app/routes/admin.tsx", "app/routes/admin.orders.desk.tsx"],
  "signed-out-purchase": [
    "app/routes/storefront.tsx",
    "app/routes/home.tsx",
    "app/routes/plan.tsx",
    "app/routes/cart.tsx",
    "app/routes/checkout.tsx",
    "app/routes/checkout.success.tsx",
    "app/routes/my-orders.detail.tsx",
  ],
};

/**
 * Foundations every journey stands on and a reader learns once (the UI kit, app/lib, the
 * database schema, the translator, the shared service helpers, the email layer): listed apart, not followed, so a journey counts the files particular to its job.
 * `--all` follows them too.
 */
const FOUNDATIONS = [
  "app/lib/",
  "app/components/ui/",
  "worker/db/",
  "worker/i18n/",
  "worker/env.ts",
  "worker/services/shared/",
  "worker/services/errors.ts",
  "worker/services/email/",
  "messages/",
];

const CODE = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const SPECIFIER =
  /(?:^|[^\w$.])(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}

function resolveFile(from, specifier) {
  const bare = specifier.split("?")[0];
  let base;
  if (bare.startsWith("~/")) base = join(root, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = resolve(dirname(from), bare);
  else return null; // a package
  const candidates = [
    base,
    ...CODE.map((ext) => base + ext),
    ...CODE.map((ext) => join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return CODE.some((ext) => candidate.endsWith(ext)) ? candidate : null;
    }
  }
  return null;
}

const isFoundation = (file) => FOUNDATIONS.some((prefix) => file.startsWith(prefix));

export function trace(entries, { all = false } = {}) {
  const seen = new Map();
  const foundations = new Set();
  let crossings = 0;
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    const source = readFileSync(file, "utf8");
    seen.set(file, source.split("\n").length - (source.endsWith("\n") ? 1 : 0));
    for (const match of withoutComments(source).matchAll(SPECIFIER)) {
      const target = resolveFile(file, match[1] ?? match[2]);
      if (!target) continue;
      if (!all && isFoundation(relative(root, target))) {
        foundations.add(relative(root, target));
        continue;
      }
      if (sideOf(relative(root, file)) !== sideOf(relative(root, target))) crossings++;
      if (!seen.has(target)) queue.push(target);
    }
  }
  const files = [...seen].map(([file, lines]) => ({ file: relative(root, file), lines }));
  files.sort((a, b) => a.file.localeCompare(b.file));
  return { files, crossings, foundations: [...foundations].sort() };
}

/** Which side of the line between app and the Worker a file is on; an import from one side to the other is a crossing. */
function sideOf(file) {
  return file.startsWith("app/") ? "app" : "worker";
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(root, "scripts/trace-journey.mjs")) {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const list = process.argv.includes("--list");
  const all = process.argv.includes("--all");
  const names = args.length === 0 ? Object.keys(JOURNEYS) : args;
  for (const name of names) {
    const entries = JOURNEYS[name] ?? [name];
    const { files, crossings, foundations } = trace(entries, { all });
    const lines = files.reduce((sum, { lines: n }) => sum + n, 0);
    const bySide = Object.groupBy(files, ({ file }) => sideOf(file));
    console.log(
      `${name}: ${files.length} files, ${lines} lines (app ${bySide.app?.length ?? 0}, worker ${bySide.worker?.length ?? 0}; ${crossings} imports cross app/worker; ${foundations.length} foundation files used)`,
    );
    if (list) for (const { file, lines: n } of files) console.log(`  ${file} ${n}`);
  }
}
