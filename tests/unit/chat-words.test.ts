import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { translatedMessage } from "~/lib/form-messages";
import { translator } from "~/lib/i18n";
import { ChatTextSchema } from "~/schemas/chat";
import { VisitorChatSchema } from "~/schemas/chat-visitor";
import { pageMessageKeys } from "../../worker/web/language/messages.server";
import { pageLocaleContext } from "../../worker/web/language/page-locale.server";
import { CHAT_FORM_KEYS, CHAT_FORM_MESSAGES } from "../../worker/web/pages/shell/chat-words.server";

/** Every message the widget's checks can give, found by failing them. */
function schemaMessages(): string[] {
  const failures = [
    VisitorChatSchema.safeParse({}),
    VisitorChatSchema.safeParse({ name: "A", email: "not an e-mail", message: " " }),
    VisitorChatSchema.safeParse({ name: "A".repeat(101), email: "a@example.com", message: "hi" }),
    ChatTextSchema.safeParse(undefined),
    ChatTextSchema.safeParse("   "),
    ChatTextSchema.safeParse("x".repeat(2001)),
  ];
  return [...new Set(failures.flatMap((r) => r.error?.issues.map((i) => i.message) ?? []))];
}

describe("the chat widget's form and server messages", () => {
  it("lists every message the visitor form's schema can show", () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThanOrEqual(6);
    for (const message of messages) expect(CHAT_FORM_MESSAGES).toContain(message);
  });

  it("sends each of them in Malay and Chinese with the root's words", () => {
    for (const locale of ["ms", "zh-Hans"] as const) {
      const context = new RouterContextProvider();
      context.set(pageLocaleContext, locale);
      const messages = pageMessageKeys(context, CHAT_FORM_KEYS);
      expect(Object.keys(messages).sort()).toEqual([...CHAT_FORM_KEYS].sort());
      const t = translator(locale, messages);
      for (const english of CHAT_FORM_MESSAGES) {
        const shown = translatedMessage(t, english);
        expect(shown, `${english} in ${locale}`).not.toBe(english);
      }
      // A refusal that names its wait still reads in the page's language.
      expect(translatedMessage(t, "Too many attempts. Please try again in 9 minutes.")).not.toMatch(
        /Too many/,
      );
    }
  });
});
