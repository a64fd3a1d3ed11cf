import type { RouterContextProvider } from "react-router";
import { formMessage } from "../../../../app/lib/form-messages";
import type { Locale } from "../../../../app/lib/locale";
import { CONTACT_FIELDS, ContactSchema } from "../../../../app/schemas/contact";
import type { PageKey } from "../../../../app/schemas/content";
import { PARTNERSHIP_FIELDS, PartnershipSchema } from "../../../../app/schemas/partnership";
import { getShopFigures } from "../../../services/catalogue/shop-figures";
import { getPageContent } from "../../../services/content/pages";
import { getSiteImages } from "../../../services/content/site-images";
import { getStoreContact } from "../../../services/content/store-contact";
import { receiveContact } from "../../../services/enquiries/contact";
import { submitPartnership } from "../../../services/enquiries/partnership";
import { handleFormPost } from "../../forms/form-action.server";
import { appContext } from "../../http/context.server";
import { requestLocale, serverT } from "../../language/messages.server";

// Route-module glue for the staff-written pages (about, support, partner and the policies) and
// the two public forms they carry. Their toasts are
// written in the language of the page that posted.
type RouteContext = Readonly<RouterContextProvider>;

/** A staff-written page (or its default text), in the page's language when staff translated it. */
export function contentPage(context: RouteContext, page: PageKey, locale?: Locale) {
  return getPageContent(context.get(appContext).db, page, locale);
}

/** About: its text, the site images (the world map) and the shop's figures, read side by side. */
export async function aboutPage(context: RouteContext, locale?: Locale) {
  const { db } = context.get(appContext);
  const [page, images, figures] = await Promise.all([
    getPageContent(db, "about", locale),
    getSiteImages(db),
    getShopFigures(db),
  ]);
  return { page, images, figures };
}

/** Support: its text and the store's contact details, read side by side. */
export async function supportPage(context: RouteContext, locale?: Locale) {
  const { db, config } = context.get(appContext);
  const [page, contact] = await Promise.all([
    getPageContent(db, "support", locale),
    getStoreContact(db, config),
  ]);
  return { page, contact };
}

/** The support page's contact form post (a fetcher once hydrated, a plain POST without JavaScript). */
export function contactFormAction(request: Request, context: RouteContext) {
  const { db, env } = context.get(appContext);
  const locale = requestLocale(context);
  const t = serverT(locale);
  const messages = {
    success: { title: t("content.contact.doneTitle"), text: t("content.contact.doneText") },
    failureTitle: t("partner.contactFailed"),
    failureText: (message: string) => formMessage(t, requestLocale(context), message),
  };
  return handleFormPost(
    request,
    context,
    { schema: ContactSchema, fields: CONTACT_FIELDS, messages },
    (input, client) => receiveContact(env, db, { ...input, locale }, client),
  );
}

/** The partner page's application form post (a fetcher once hydrated, a plain POST without JavaScript). */
export function partnershipFormAction(request: Request, context: RouteContext) {
  const { db } = context.get(appContext);
  const t = serverT(requestLocale(context));
  const messages = {
    success: { title: t("partner.done.title"), text: t("partner.done.text") },
    failureTitle: t("partner.failed"),
    failureText: (message: string) => formMessage(t, requestLocale(context), message),
  };
  return handleFormPost(
    request,
    context,
    { schema: PartnershipSchema, fields: PARTNERSHIP_FIELDS, messages },
    (input, client) => submitPartnership(db, input, client),
  );
}
