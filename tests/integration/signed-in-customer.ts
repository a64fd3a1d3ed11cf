import { env } from "cloudflare:workers";
import { sha256Hex } from "../../worker/auth/tokens";
import { Browser } from "./browser";

// A fresh customer signed up (and signed in) through the API, for the session and ownership
// tests. Each test file runs in its own isolate with its own D1, so the counter starts again there.
let counter = 0;

export const seen: string[] = [];

/** Every answer body the suite sees, checked at the end for secrets. */
export async function record(response: Response): Promise<Response> {
  seen.push(await response.clone().text());
  return response;
}

export async function signedIn(options: { rememberMe?: boolean } = {}) {
  counter += 1;
  const account = {
    username: `victim${counter}`,
    email: `victim${counter}@shop.test`,
    password: `Secret-${counter}-pw`,
    confirmPassword: `Secret-${counter}-pw`,
  };
  const browser = new Browser();
  await record(await browser.post("/api/auth/register", account));
  if (options.rememberMe) {
    await record(
      await browser.post("/api/auth/login", {
        emailOrUsername: account.username,
        password: account.password,
        rememberMe: true,
      }),
    );
  }
  const token = browser.cookies.get("__Host-session") ?? "";
  const hash = await sha256Hex(token);
  const row = await env.DB.prepare("SELECT id FROM users WHERE username = ?")
    .bind(account.username)
    .first<{ id: number }>();
  return { browser, account, token, hash, userId: row?.id ?? 0 };
}
