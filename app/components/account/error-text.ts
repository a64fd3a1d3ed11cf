import type { Translate } from "~/lib/i18n";

/**
 * A form's field message (a zod issue's text), as the page shows it. The translated messages are
 * being designed separately (the `forms` namespace, decision 0044): until then it is the schema's
 * English text. Each form of the account, content and chat screens calls this in one place only
 * (its `errorOf`), so switching them over is a change here.
 */
export function errorText(_t: Translate, message: string | undefined): string | undefined {
  return message;
}
