import { useLocation } from "react-router";
import { useLocalePath } from "~/lib/i18n";

/** The phone check, told which page sent the buyer so it can lead back there. */
export function useCompatibilityHref(): string {
  const href = useLocalePath();
  const { pathname } = useLocation();
  return `${href("/compatibility")}?${new URLSearchParams({ back: pathname })}`;
}
