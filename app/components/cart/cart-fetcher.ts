import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";

/** What the /cart action answers a fetcher (JavaScript on). */
export interface CartFetcherData {
  ok: boolean;
  intent?: string;
  error?: string;
}

/** A fetcher for the /cart action that toasts its failures (and, for adds, its success). */
export function useCartFetcher(key?: string) {
  const fetcher = useFetcher<CartFetcherData>({ key });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.intent === "add") {
      toast(
        result.ok
          ? { title: "Added to cart", description: "Product has been added to your cart" }
          : { title: "Failed to add to cart", description: "Please try again", variant: "destructive" },
      );
    } else if (!result.ok) {
      toast({ title: "Error", description: result.error ?? "Please try again", variant: "destructive" });
    }
  }, [result]);
  return fetcher;
}
