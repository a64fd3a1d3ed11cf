import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError, apiFetch, failureMessage } from "~/lib/api";
import { toast } from "~/lib/toast";

interface Messages {
  success: { title: string; description?: string };
  /** The failure toast's title; the description is the server's message (SPEC.md §8). */
  failure?: string;
}

export type MutationResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; payload: unknown };

/** Call the admin API, toast the outcome, and reload the tab's data from the server on success. */
export function useAdminMutation() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  async function run<T>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    messages: Messages,
  ): Promise<MutationResult<T>> {
    setPending(true);
    try {
      const data = await apiFetch<T>(path, { method, body });
      toast(messages.success);
      await revalidator.revalidate();
      return { ok: true, data };
    } catch (error) {
      const failure = {
        ok: false as const,
        status: error instanceof ApiError ? error.status : 0,
        error: failureMessage(error),
        payload: error instanceof ApiError ? error.payload : null,
      };
      if (messages.failure)
        toast({ title: messages.failure, description: failure.error, variant: "destructive" });
      return failure;
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}
