import { useFetcher } from "react-router";
import type { FormResult } from "~/lib/form-errors";

/**
 * A fetcher posting to a back-office route's intent action (worker/web/admin-intent.server.ts).
 * Success redirects back or answers `{ ok: true }`; a refusal comes back as data (for field
 * errors). The toast of either is the root loader's (decision 0021).
 */
export function useAdminIntent() {
  const fetcher = useFetcher<FormResult>();
  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return { fetcher, pending: fetcher.state !== "idle", failure };
}
