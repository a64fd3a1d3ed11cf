import type { Messages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { usePreloadNextRouteModules } from "~/lib/route-modules";
import { useServiceWorker } from "~/lib/service-worker";
import { CustomerChat } from "./chat/customer-chat";
import { LanguageOffer } from "./language-offer";

interface AfterHydrationProps {
  /** Whose pages the service worker may keep (null: nobody); undefined when the root's data failed. */
  accountTag: string | null | undefined;
  /** The frame's own parts: the chat and the language offer belong to the storefront, not the back office. */
  storefront: boolean;
  username: string | null;
  offers: Partial<Record<Locale, Messages>> | undefined;
}

/**
 * What every page does only once it is interactive: the chat button, the offer of the visitor's
 * language, the service worker, the next page's module preloads. None of it draws anything on the
 * server, so it is fetched as its own chunk after hydration instead of in each page's first load.
 */
export default function AfterHydration({ accountTag, storefront, username, offers }: AfterHydrationProps) {
  useServiceWorker(accountTag);
  usePreloadNextRouteModules();
  if (!storefront) return null;
  return (
    <>
      <CustomerChat username={username} />
      {offers && <LanguageOffer offers={offers} />}
    </>
  );
}
