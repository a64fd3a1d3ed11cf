import { readFileSync } from "node:fs";
import { expect, type Page } from "./fixtures";

const en: Record<string, string> = JSON.parse(readFileSync("messages/en.json", "utf8"));

// Names that read the same in every language, and "Menu", which Malay says in English too.
const SAME_EVERYWHERE = ["Menu", "Thailand", "Australia", "United Kingdom"];

/**
 * The English interface words of some namespaces of the catalogue: none may show on a /ms or /zh
 * page. Messages with arguments are left out (their fixed parts are checked through the others).
 */
export function englishWords(namespaces: readonly string[]): string[] {
  return Object.entries(en)
    .filter(([key]) => namespaces.includes(key.split(".")[0] ?? ""))
    .map(([, text]) => text)
    .filter((text) => !/[{}]/.test(text) && !SAME_EVERYWHERE.includes(text));
}

/**
 * The page's visible text, its aria-labels and its title, without the parts that `skip` selects
 * (what staff, customers or the catalogue wrote: names, bodies, messages).
 */
export async function interfaceText(page: Page, skip: string): Promise<string> {
  return page.evaluate((skipped) => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    const labels = Array.from(clone.querySelectorAll("[aria-label]"), (el) => el.getAttribute("aria-label"));
    clone.querySelectorAll(`${skipped}, script, style`).forEach((element) => {
      element.remove();
    });
    return `${clone.innerText}\n${labels.join("\n")}\n${document.title}`;
  }, skip);
}

/** Fails with the English words left on the page, each matched whole ("Read" not inside "Ready"). */
export async function expectNoEnglish(page: Page, words: readonly string[], skip: string, where: string) {
  const text = await interfaceText(page, skip);
  const left = words.filter((word) =>
    new RegExp(`(^|[^A-Za-z])${word.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}($|[^A-Za-z])`).test(text),
  );
  expect(left, `English on ${where}`).toEqual([]);
}
