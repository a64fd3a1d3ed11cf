import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "~/lib/form-errors";

/** What an intent's post answered: a FormResult, plus the data a success may carry (`Data`). */
type IntentResult<Data extends object = object> = FormResult & Partial<Data>;

interface PlainPost {
  /** The intent this form posts. */
  intent: string;
  /** The page's action data: a plain POST's answer (JavaScript off), whichever form sent it. */
  actionData: unknown;
}

/**
 * A fetcher posting to a back-office route's intent action (worker/web/forms/admin-intent.server.ts).
 * Success redirects back or answers `{ ok: true }` (with data, where the intent returns some); a
 * refusal comes back as data (for field errors). The toast of either is the root loader's
 * (decision 0021). Given `plain`, a plain POST's answer to this form's intent counts too.
 */
export function useAdminIntent<Data extends object = object>(plain?: PlainPost) {
  const fetcher = useFetcher<FormResult>();
  const posted = plain?.actionData as FormResult | undefined;
  const answer = (fetcher.data ?? (posted?.intent === plain?.intent ? posted : undefined)) as
    | IntentResult<Data>
    | undefined;
  const failure = fetcher.state === "idle" && answer && !answer.ok ? answer : null;
  return { fetcher, pending: fetcher.state !== "idle", failure, answer };
}

/**
 * A control that follows the click at once while its post is on the way (a checkbox that saves
 * itself), then shows the server's value again: the saved one, or the old one after a refusal.
 * The fetcher's own formData arrives a render late (router updates are transitions), which would
 * flip the box back and forth.
 */
export function useOptimisticValue<T>(server: T, pending: boolean) {
  const [shown, setShown] = useState<{ value: T } | null>(null);
  const sawPending = useRef(false);
  useEffect(() => {
    if (pending) sawPending.current = true;
    else if (sawPending.current) {
      sawPending.current = false;
      setShown(null);
    }
  }, [pending]);
  return [shown ? shown.value : server, (value: T) => setShown({ value })] as const;
}
