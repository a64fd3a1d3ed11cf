import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";

export interface DeskFailure {
  ok: false;
  status: number;
  error: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/**
 * A fetcher posting to the desk's route action. Success redirects back to the page with a flash
 * toast (shown by the root's Toaster); a refusal comes back as data and is toasted here.
 */
export function useDeskAction() {
  const fetcher = useFetcher<DeskFailure>();
  const failure = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  useEffect(() => {
    if (failure) toast({ title: "That did not work", description: failure.error, variant: "destructive" });
  }, [failure]);
  return { fetcher, pending: fetcher.state !== "idle", failure };
}
