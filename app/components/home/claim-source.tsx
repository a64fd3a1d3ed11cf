import { useT } from "~/lib/i18n";

/** "Source: …" under a claim: a link when staff gave a web address, their words otherwise. */
export function ClaimSource({ source, className }: { source: string; className?: string }) {
  const t = useT();
  const isLink = /^https:\/\/[^\s]+$/.test(source) && URL.canParse(source);
  return (
    <span className={className} data-testid="claim-source">
      {t("home.claims.source")}{" "}
      {isLink ? (
        <a href={source} rel="noopener noreferrer nofollow" className="underline underline-offset-2">
          {new URL(source).host}
        </a>
      ) : (
        source
      )}
    </span>
  );
}
