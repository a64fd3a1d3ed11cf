import { Link } from "react-router";
import { richText, useLocalePath, useT } from "~/lib/i18n";

const LINK = "font-medium text-primary-700 underline underline-offset-2";

/**
 * The refund rule and the policy links, for checkout and anywhere a purchase is made. Its words are
 * `policy.note*`: a page showing it sends the `policy` messages.
 */
export function PolicyNote({ className }: { className?: string }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <p className={className ?? "mt-4 text-sm text-muted"} data-testid="policy-note">
      {richText(t, "policy.note", {
        refund: (
          <Link to={href("/refund-policy")} className={LINK}>
            {t("policy.note.refund")}
          </Link>
        ),
        terms: (
          <Link to={href("/terms")} className={LINK}>
            {t("policy.note.terms")}
          </Link>
        ),
        privacy: (
          <Link to={href("/privacy")} className={LINK}>
            {t("policy.note.privacy")}
          </Link>
        ),
      })}
    </p>
  );
}
