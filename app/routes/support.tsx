import { ContentHero } from "~/components/content/content-hero";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { PageMarkdown } from "~/components/content/page-markdown";
import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { ContactForm } from "~/components/forms/contact-form";
import { buttonClass } from "~/components/ui/button";
import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { metaT, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { contactFormAction, supportPage } from "../../worker/web/pages/content/content-pages.server";
import type { Route } from "./+types/support";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, contact } = await supportPage(context, requestLocale(context));
  return {
    page,
    contentHtml: renderPageMarkdown(page.content),
    contact,
    origin: requestOrigin(request),
    ...pageMessages(context, "content", "forms"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? t("content.support.title")),
    brand: brandOf(matches),
    description: t("content.support.description"),
    path: location.pathname,
    locale: localeFromPath(location.pathname),
    origin: loaderData?.origin,
    image: loaderData?.page.imageUrl ?? undefined,
  });
};

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const { page, contentHtml, contact } = loaderData;
  const t = useT();
  return (
    <>
      <ContentHero page={page} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PageMarkdown html={contentHtml} />
        <section aria-labelledby="faq-title" className="mt-12">
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
            {t("content.faq.title")}
          </h2>
          <div className="mt-6 max-w-3xl">
            <FaqAccordion />
          </div>
        </section>
        <div className="mt-16 grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <section
            aria-labelledby="contact-title"
            className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
          >
            <h2 id="contact-title" className="text-2xl font-bold tracking-tight">
              {t("content.contact.title")}
            </h2>
            <p className="mt-2 mb-6 text-muted">{t("content.contact.text")}</p>
            <ContactForm actionData={actionData} />
          </section>
          <section aria-labelledby="channels-title">
            <h2 id="channels-title" className="text-2xl font-bold tracking-tight">
              {t("content.channels.title")}
            </h2>
            <ul className="mt-6 space-y-4" data-testid="contact-channels">
              <li>
                <a
                  href={`mailto:${contact.supportEmail}`}
                  className="flex items-center gap-3 rounded-card bg-white p-4 ring-1 ring-line hover:ring-primary-200"
                >
                  <Mail aria-hidden="true" className="size-6 text-primary-700" />
                  <span>
                    <span className="block text-sm text-muted">{t("content.channels.email")}</span>
                    <span className="font-semibold">{contact.supportEmail}</span>
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={`tel:${contact.supportPhone.replace(/[^+\d]/g, "")}`}
                  className="flex items-center gap-3 rounded-card bg-white p-4 ring-1 ring-line hover:ring-primary-200"
                >
                  <Phone aria-hidden="true" className="size-6 text-primary-700" />
                  <span>
                    <span className="block text-sm text-muted">{t("content.channels.phone")}</span>
                    <span className="font-semibold">{contact.supportPhone}</span>
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={`https://wa.me/${contact.supportWhatsapp.replace(/\D/g, "")}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("primary", "lg", "w-full")}
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  {t("content.channels.whatsapp")}
                  <span className="sr-only">{t("content.newTab")}</span>
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
