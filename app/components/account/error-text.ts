import { translatedMessage } from "~/lib/form-messages";
import type { Translate } from "~/lib/translate";

/**
 * A form's field message (a zod issue's text, in SPEC.md's English) as the page shows it: looked up
 * in the `forms` namespace (decision 0044), which the form's page must send; unknown stays English.
 */
export function errorText(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translatedMessage(t, message);
}
