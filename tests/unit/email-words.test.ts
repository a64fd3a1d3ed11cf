// The customer's e-mails in their language (messages/*.json, namespace `email`): English exactly as
// before, Malay and Chinese whole, every link to the reader's language's pages, staff in English.
import { describe, expect, it } from "vitest";
import { everyEmail } from "./fixtures/email-samples";
import english from "./fixtures/english-emails.json";

const base = { brand: "JalanSIM", siteUrl: "https://shop.example" };

describe("e-mail words", () => {
  it("English e-mails are word for word what the shop sent before", () => {
    expect(everyEmail({ ...base, locale: "en" })).toEqual(english);
  });

  for (const [locale, prefix, hello] of [
    ["ms", "/ms", (name: string) => `Hai ${name},`],
    ["zh-Hans", "/zh", (name: string) => `${name}，您好：`],
  ] as const) {
    it(`${locale}: every subject and body translated, links under ${prefix}, the staff sign-in link unprefixed`, () => {
      const mails = everyEmail({ ...base, locale });
      for (const [name, mail] of Object.entries(mails)) {
        if (name === "guessS") continue;
        const before = english[name as keyof typeof english];
        expect(mail.subject, name).not.toBe(before.subject);
        expect(mail.text.startsWith(hello(name === "reset" ? "Siti <b>" : "Siti")), name).toBe(true);
        expect(mail.html, name).not.toContain("Hi Siti");
        // Every link to the shop's own pages is in the reader's language (QR images are not pages).
        const pages = [...mail.text.matchAll(/https:\/\/shop\.example(\/[^\s]*)/g)].map((m) => m[1] ?? "");
        for (const path of pages.filter((p) => !p.startsWith("/q.png")))
          expect(path.startsWith(`${prefix}/`), `${name} ${path}`).toBe(true);
      }
      expect(mails.esim?.text).toContain(`https://shop.example${prefix}/my-orders/42/esim`);
      expect(mails.guessS?.text).toContain("https://shop.example/admin/login");
    });
  }
});
