import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Type a destination into the combobox, see its suggestion, and close the list with
 * Escape so the button beside it can be clicked; the typed text stays.
 */
export async function typeDestination(page: Page, field: Locator, name: string) {
  await waitForHydration(page);
  await field.fill(name);
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option", { name: new RegExp(name) }).first()).toBeVisible();
  await field.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toHaveValue(name);
}
