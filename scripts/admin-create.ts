// `npm run admin:create -- --username NAME --email ADDRESS [--remote]`
// Creates a super admin in the local D1 (default) or the remote one. The password is read from a
// hidden prompt (or from stdin when piped), never from argv, so it stays out of shell history and
// process lists; only its PBKDF2 hash reaches a temporary SQL file, which is deleted afterwards.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { hashPassword } from "../worker/auth/password";
import { inlineStatement } from "../worker/db/seed";

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Ask without echoing: raw mode, characters are read but never written back. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let value = "";
    const onData = (char: string) => {
      for (const c of char) {
        if (c === "\r" || c === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          return resolve(value);
        }
        if (c === "\u0003") {
          input.setRawMode(false);
          return reject(new Error("Cancelled"));
        }
        if (c === "\u007f" || c === "\b") value = value.slice(0, -1);
        else value += c;
      }
    };
    input.on("data", onData);
  });
}

const Input = z.object({
  username: z.string().trim().min(3, "--username must be at least 3 characters").max(50),
  email: z.email("--email must be a valid e-mail address"),
  password: z.string().min(12, "The password must be at least 12 characters").max(200),
});

// The Worker's list of common passwords (decision 0064), read from the file the Worker bundles.
const COMMON = new Set(
  readFileSync(new URL("../worker/services/shared/common-passwords.txt", import.meta.url), "utf8").split(
    "\n",
  ),
);

const remote = process.argv.includes("--remote");
const username =
  argument("username") ?? fail("Usage: npm run admin:create -- --username NAME --email ADDRESS [--remote]");
const email = argument("email") ?? fail("Missing --email ADDRESS");

let password: string;
if (process.stdin.isTTY) {
  password = await promptHidden("Password for the new super admin: ");
  const again = await promptHidden("Repeat the password: ");
  if (password !== again) fail("The passwords do not match.");
} else {
  password = await readStdin();
}

const parsed = Input.safeParse({ username, email: email.toLowerCase(), password });
if (!parsed.success) fail(parsed.error.issues[0]?.message ?? "Invalid input");
if (COMMON.has(parsed.data.password.toLowerCase())) {
  fail("This password is too common. Choose one that is harder to guess.");
}

const passwordHash = await hashPassword(parsed.data.password);
const sql = [
  {
    sql: "INSERT INTO admin_users (username, email, password, role, is_super_admin) VALUES (?, ?, ?, 'controller', 1)",
    params: [parsed.data.username, parsed.data.email, passwordHash],
  },
  {
    sql: "INSERT INTO admin_permissions (admin_id) SELECT id FROM admin_users WHERE username = ? ON CONFLICT DO NOTHING",
    params: [parsed.data.username],
  },
]
  .map(inlineStatement)
  .join("\n");

const dir = mkdtempSync(join(tmpdir(), "admin-create-"));
const file = join(dir, "admin.sql");
try {
  writeFileSync(file, `${sql}\n`, { mode: 0o600 });
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", remote ? "--remote" : "--local", `--file=${file}`, "--yes"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) fail("Could not create the admin (does the username or e-mail already exist?).");
  console.log(`Super admin "${parsed.data.username}" created in the ${remote ? "remote" : "local"} D1.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
