import { Link } from "react-router";
import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { richText, useLocalePath, useT } from "~/lib/i18n";
import { MAIN_LINKS, POLICY_LINKS, POPULAR_DESTINATIONS } from "~/lib/nav";
import { FooterLanguageList } from "./language-switcher";

interface SiteFooterProps {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  supportWhatsapp: string;
  /** Destinations a plan on sale covers, counted from the catalogue. */
  countriesCovered: number;
}

export function SiteFooter({
  brandName,
  supportEmail,
  supportPhone,
  supportWhatsapp,
  countriesCovered,
}: SiteFooterProps) {
  const year = new Date().getFullYear();
  const t = useT();
  const href = useLocalePath();
  return (
    <footer className="render-near-view mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brandName}</p>
          <p className="mt-2 text-sm text-muted">
            {richText(t, "chrome.footer.tagline", {
              countries: <span data-testid="footer-countries">{countriesCovered}</span>,
            })}
          </p>
        </div>
        <FooterColumn title={t("chrome.footer.quickLinks")}>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={href(link.to)} className="text-sm text-muted hover:text-primary-800 hover:underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={href("/compatibility")}
              className="text-sm text-muted hover:text-primary-800 hover:underline"
              data-testid="footer-compatibility"
            >
              {t("chrome.footer.compatibility")}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t("chrome.footer.popular")}>
          {POPULAR_DESTINATIONS.map(([name, slug, flag]) => (
            <li key={slug}>
              <Link
                to={href(`/esim/${slug}`)}
                className="text-sm text-muted hover:text-primary-800 hover:underline"
              >
                <span aria-hidden="true">{flag} </span>
                {t(name)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={href("/destinations")}
              className="text-sm font-semibold text-primary-700 hover:underline"
            >
              {t("chrome.footer.allDestinations")}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t("chrome.footer.contact")}>
          <li>
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex items-center gap-2 text-sm text-muted hover:text-primary-800"
            >
              <Mail aria-hidden="true" className="size-4" /> {supportEmail}
            </a>
          </li>
          <li>
            <a
              href={`tel:${supportPhone.replace(/[^+\d]/g, "")}`}
              className="inline-flex items-center gap-2 text-sm text-muted hover:text-primary-800"
            >
              <Phone aria-hidden="true" className="size-4" /> {supportPhone}
            </a>
          </li>
          <li>
            <a
              href={`https://wa.me/${supportWhatsapp.replace(/\D/g, "")}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm text-muted hover:text-primary-800"
            >
              <MessageCircle aria-hidden="true" className="size-4" />{" "}
              {t("chrome.footer.whatsapp", { number: supportWhatsapp })}
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4">
          <p className="text-xs text-subtle">
            {t("chrome.footer.rights", { year: String(year), brand: brandName })}
          </p>
          <div className="flex flex-wrap items-center gap-x-6">
            <FooterLanguageList />
            <ul className="flex flex-wrap gap-x-4">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={href(link.to)}
                    className="inline-flex min-h-11 items-center text-xs text-muted hover:text-primary-800 hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}
