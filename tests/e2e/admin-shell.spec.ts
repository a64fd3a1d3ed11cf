import { adminSections, open, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The back office is its own app: its shell, not the storefront's header and footer.
test("the back office has its own shell: sections in a sidebar or a drawer, a title per tab, no shop chrome", async ({
  page,
  isMobile,
}) => {
  await signInByApi(page);
  await open(page, "/admin/users");
  await expect(page).toHaveTitle(/^Users \| Admin \| \S/);
  await expect(page.getByText("Welcome, superadmin")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0); // the shop's footer
  await expect(page.getByRole("button", { name: "Open live chat" })).toHaveCount(0);

  const sections = await adminSections(page);
  await expect(sections.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  if (isMobile) await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
  await sections.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page).toHaveTitle(/^Orders \| Admin \| \S/);
  await expect(page.getByRole("table", { name: "All Orders" })).toBeVisible();
  // On a phone, following a link closes the drawer.
  await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);

  // The staff sign-in page has the back office's slim frame too, and the shop is one link away.
  await page.context().clearCookies();
  await open(page, "/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders$/);
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the shop" })).toBeVisible();
});
