import { signIn } from "./customer-helpers";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// The demo accounts seeded from .dev.vars.example.
const DEMO = { username: "demo", password: "DemoTraveller!2026" };
const BANNED = { username: "banned.demo", password: "BannedDemo!2026" };

const toast = (page: Page) => page.getByTestId("toast");

function uniqueAccount(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, email: `${id}@example.com`, password: `Pw-${id}` };
}

async function register(page: Page, account: { username: string; email: string; password: string }) {
  await page.goto("/auth/register");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

async function logout(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByLabel("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByTestId("user-menu").locator("summary").click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText("Logged out successfully");
  await expect(toast(page)).toContainText("See you next time!");
}

async function addFirstPlans(page: Page, count: number): Promise<string[]> {
  await page.goto("/shop");
  await waitForHydration(page);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = page.getByTestId("plan-card").nth(i);
    names.push((await card.getByRole("heading").innerText()).trim());
    await card.getByRole("button", { name: /Add to cart/ }).click();
    await expect(toast(page)).toContainText("Product has been added to your cart");
    await expect(page.getByTestId("cart-count")).toHaveText(String(i + 1));
  }
  return names;
}

test("register, sign in, shop as a guest, sign in again at checkout with the cart merged, log out", async ({
  page,
  isMobile,
}) => {
  // Five screens and two sign-ins in one journey: close to the default limit on a loaded machine.
  test.slow();
  const account = uniqueAccount("flow");
  await register(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText("Account created successfully");
  await page.goto("/shop");
  const [first] = await addFirstPlans(page, 1);
  await logout(page, isMobile);
  await expect(page.getByTestId("cart-count")).toBeHidden();

  await page.goto("/auth/login");
  await waitForHydration(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText("Login successful");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await logout(page, isMobile);

  // As a guest: two more plans (the first is the same product as the user's line).
  await addFirstPlans(page, 2);
  // A guest stays on checkout (demo mode: no account step, payments are off) with a way to sign in.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByTestId("checkout-sign-in").click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fcheckout$/);
  await waitForHydration(page);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Payment Integration Required" })).toBeVisible();
  await expect(page.getByText("Demo Mode", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toBeVisible();
  const lines = page.getByTestId("checkout-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: first ?? "" }).first()).toContainText("2 ×");
  await expect(page.getByTestId("summary-count")).toHaveText("3");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await logout(page, isMobile);
  await page.goto("/my-orders");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("an empty cart at checkout goes back to the shop with a toast", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(toast(page)).toContainText("Cart is empty");
  await expect(toast(page)).toContainText("Please add items to your cart before checkout");
});

test("the session cookie is __Host-, HttpOnly, Secure and SameSite=Lax, and Chromium keeps it on http://127.0.0.1", async ({
  page,
  context,
}) => {
  await page.goto("/auth/login");
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(/\/$/);
  const session = (await context.cookies()).find((c) => c.name === "__Host-session");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  expect(session?.expires).toBe(-1); // no Remember me: a browser-session cookie
  const me = await page.request.get("/api/auth/user");
  expect(((await me.json()) as { user: { username: string } }).user.username).toBe(DEMO.username);
});

test("a banned user sees the multi-line ban message", async ({ page }) => {
  await page.goto("/auth/login");
  await signIn(page, BANNED.username, BANNED.password);
  const alert = page.getByTestId("login-error");
  await expect(alert).toContainText("Your account has been suspended by the admin.");
  await expect(alert).toContainText("Ban reason: Repeated chargebacks on demo orders");
  await expect(alert).toContainText("Ban expires on: Jan 01, 2030 08:00 Malaysia time (UTC+8)");
  await expect(alert).toContainText("Contact support for help.");
  await expect(toast(page)).toContainText("Login failed");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("wrong credentials show the 401 message; the form validates and shows or hides the password", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await signIn(page, DEMO.username, "not-the-password");
  await expect(page.getByTestId("login-error")).toHaveText(
    "Invalid username/email or password. Please check your credentials and try again.",
  );
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await password.dispatchEvent("keyup", { key: "A", modifierCapsLock: true });
  await expect(page.getByText("Caps Lock is on")).toBeVisible();
});

test("My Orders lists every status with its badge, cancelled ones under their tab, Malaysia times and totals in RM", async ({
  page,
}) => {
  await page.goto("/auth/login?redirectTo=%2Fmy-orders");
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(/\/my-orders$/);
  const orders = page.getByTestId("order");
  await expect(orders).toHaveCount(4);
  await expect(page.getByTestId("order-status")).toHaveText(["pending", "paid", "refunded", "delivered"], {
    ignoreCase: true,
  });
  // Dates as MMM dd, yyyy, at the moment's Malaysian time with the zone named (11:00 UTC is 19:00).
  await expect(orders.first()).toContainText("Oct 28, 2026 19:00 Malaysia time (UTC+8)");
  await expect(orders.last().getByTestId("order-total")).toHaveText(/^RM \d+\.\d{2}$/);
  await expect(orders.last()).toContainText("Asia Pacific");
  await expect(orders.last().locator("img").first()).toHaveAttribute("src", /^\/static\//);
  await page.getByRole("link", { name: "Cancelled (1)" }).click();
  await expect(orders).toHaveCount(1);
  await expect(orders.getByTestId("order-status")).toHaveText("cancelled", { ignoreCase: true });
});

test("profile: overview, then change password and e-mail, then sign in with both", async ({ page }) => {
  const account = uniqueAccount("prof");
  await register(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page.getByTestId("user-id")).toHaveText(/^#\d{6}$/);
  await expect(page.getByTestId("role-badge")).toHaveText("bronze");
  // Customers have no two-factor sign-in, so the profile claims no status for it.
  await expect(page.getByTestId("user-id")).toBeVisible();
  await expect(page.getByText(/two-factor/i)).toHaveCount(0);
  await expect(page.getByText("Your username cannot be changed.")).toBeVisible();
  await expect(page.getByText("Admin Access")).toHaveCount(0);

  // The name receipts and e-mails use, given once (the username until then).
  const name = page.getByRole("form", { name: "Your name" });
  await name.getByRole("button", { name: "Save name" }).click();
  await expect(name.getByText("Enter your first name")).toBeVisible();
  await name.getByLabel("First name").fill("Aiman");
  await name.getByLabel("Last name (optional)").fill("Hakim");
  await name.getByRole("button", { name: "Save name" }).click();
  await expect(name.getByRole("status")).toHaveText("Name saved");
  await page.reload();
  await expect(page.getByRole("form", { name: "Your name" }).getByLabel("First name")).toHaveValue("Aiman");
  await expect(page.getByRole("form", { name: "Your name" }).getByLabel("Last name (optional)")).toHaveValue(
    "Hakim",
  );

  await page.getByRole("link", { name: "Security" }).click();
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await page.getByLabel("Current Password", { exact: true }).fill(account.password);
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("different");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("New password must be at least 8 characters")).toBeVisible();
  const newPassword = `${account.password}-2`;
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page)).toContainText("Password changed successfully");
  await expect(page.getByLabel("Current Password", { exact: true })).toHaveValue("");

  const newEmail = `new-${account.email}`;
  await page.getByLabel("New Email", { exact: true }).fill(newEmail);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Update Email" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(toast(page)).toContainText("Email changed successfully. Please log in again.");
  await signIn(page, newEmail, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText("Login successful");
});

test("signed out, the profile asks to log in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByText("Please log in to access your profile.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("signed in on a phone, the drawer's account items are as easy to tap as its page links", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the drawer is the phone's navigation");
  await page.goto("/auth/login");
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel("Menu", { exact: true }).click();
  const drawer = page.getByRole("navigation", { name: "Mobile" });
  const items = [
    drawer.getByRole("link", { name: "Shop", exact: true }),
    drawer.getByRole("link", { name: "My Profile" }),
    drawer.getByRole("link", { name: "My Orders" }),
    drawer.getByRole("button", { name: "Logout" }),
  ];
  for (const item of items) {
    await expect(item).toBeInViewport({ ratio: 1 });
    // 44 px is the WCAG 2.5.5 target size; the bar's compact dropdown items are 40.
    expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add to cart, change quantities, remove, and sign in are plain form posts", async ({ page }) => {
    await page.goto("/shop");
    await page
      .getByTestId("plan-card")
      .first()
      .getByRole("button", { name: /Add to cart/ })
      .click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();

    await page.goto("/cart");
    const line = page.getByTestId("cart-line");
    await expect(line.getByRole("button", { name: /Decrease/ })).toBeDisabled();
    await line.getByRole("button", { name: /Increase/ }).click();
    await expect(page.getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("summary-count")).toHaveText("2");
    await line.getByRole("button", { name: /Decrease/ }).click();
    await expect(page.getByTestId("line-quantity")).toHaveText("1");

    await page.goto("/auth/login?redirectTo=%2Fcart");
    await signIn(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toBeVisible();
    const merged = page.getByTestId("cart-line");
    const count = await merged.count();
    expect(count).toBeGreaterThan(0);
    await merged
      .first()
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(page.getByTestId("cart-line")).toHaveCount(count - 1);
  });
});
