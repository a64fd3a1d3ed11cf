import { formMessageKey, translatedMessage } from "./form-messages";
import type { MessageKey, Translate } from "./translate";

/**
 * An e-invoice form or service message (English, as the API answers) in the page's language: the
 * `einvoice.error` namespace holds this form's own messages under the same ids as `forms`
 * (decision 0044); any other falls back to the shared lookup.
 */
export function einvoiceMessage(t: Translate, message: string): string {
  const key = formMessageKey(message).replace(/^forms\./, "einvoice.error.") as MessageKey;
  const text = t(key);
  return text === key ? translatedMessage(t, message) : text;
}
