import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n";
import type { SiteImage } from "~/schemas/content";
import { ClaimSource } from "./claim-source";

export const PARTNER_LOGO_KEYS = [
  "vodafone-logo",
  "orange-logo",
  "tmobile-logo",
  "mtn-logo",
  "telstra-logo",
  "movistar-logo",
] as const;

const OPERATOR_NAMES: Record<(typeof PARTNER_LOGO_KEYS)[number], string> = {
  "vodafone-logo": "Vodafone",
  "orange-logo": "Orange",
  "tmobile-logo": "T-Mobile",
  "mtn-logo": "MTN",
  "telstra-logo": "Telstra",
  "movistar-logo": "Movistar",
};

/** Shown only while staff have given the partnerships a source in Settings (decision 0068). */
export function TrustedPartners({
  logos,
  source,
}: {
  logos: Record<(typeof PARTNER_LOGO_KEYS)[number], SiteImage>;
  source: string;
}) {
  const t = useT();
  return (
    <section className="render-near-view mx-auto max-w-6xl px-4 py-16" aria-labelledby="trusted-partners">
      <h2 id="trusted-partners" className="fade-in text-center text-3xl font-bold tracking-tight">
        {t("home.partners.title")}
      </h2>
      <p className="fade-in mx-auto mt-3 max-w-xl text-center text-muted">{t("home.partners.lead")}</p>
      <ClaimSource source={source} className="fade-in mt-2 block text-center text-sm text-subtle" />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {PARTNER_LOGO_KEYS.map((key) => (
          <li key={key} className="fade-in">
            <PartnerLogo image={logos[key]} name={OPERATOR_NAMES[key]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC.md §2/§8: a logo that fails to load is hidden and the operator's name shown as text. */
function PartnerLogo({ image, name }: { image: SiteImage; name: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // The image may have failed before React hydrated and attached onError.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div
      className="flex h-20 items-center justify-center rounded-card bg-white px-3 ring-1 ring-line"
      data-testid="partner-logo"
    >
      {failed ? (
        <span className="text-lg font-bold text-ink" data-testid="partner-name">
          {name}
        </span>
      ) : (
        <img
          ref={ref}
          src={image.url}
          alt={image.alt || name}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-14 w-auto max-w-full object-contain"
        />
      )}
    </div>
  );
}
