import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/lib/toast";
import { type ApiResult, adminRequest } from "./api";

interface Messages {
  success: { title: string; description?: string };
  /** The failure toast's title; the description is the server's message (SPEC.md §8). */
  failure?: string;
}

/** Call the admin API, toast the outcome, and reload the tab's data from the server on success. */
export function useAdminMutation() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  async function run<T>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    messages: Messages,
  ): Promise<ApiResult<T>> {
    setPending(true);
    const result = await adminRequest<T>(method, path, body);
    setPending(false);
    if (result.ok) {
      toast(messages.success);
      await revalidator.revalidate();
    } else if (messages.failure) {
      toast({ title: messages.failure, description: result.error, variant: "destructive" });
    }
    return result;
  }
  return { run, pending };
}
