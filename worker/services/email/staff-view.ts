import { ONE_TIME_LINK } from "./templates";

/** What staff read in place of a one-time link (only the recipient ever gets the link). */
const HIDDEN_LINK = "[one-time link: sent only to the recipient]";

/** What staff read in place of the eSIM e-mail's signed QR image address (decision 0037). */
const HIDDEN_QR = "[QR code image: sent only to the recipient]";

/**
 * A signed QR image address: anyone holding it can fetch the eSIM's QR code for 30 days, so it is
 * as private as a one-time link.
 */
const QR_ADDRESS = /(?:https?:\/\/[^\s"'<>]*)?\/api\/esim-qr\/[^\s"'<>)]+/g;

/**
 * Any address carrying a token (sign-in, reset, verification): the token is cut out, whatever the
 * template. The stored bodies hold none today (decision 0027); this keeps it so if one ever does.
 */
const TOKEN_PARAM = /([?&](?:token|signature|sig)=)[^\s"'<>&#]+/gi;

/** The grey square drawn where the QR image was, so the layout reads as sent. */
const QR_STAND_IN = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#e2e8f0"/><text x="100" y="96" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#475569">QR code image</text><text x="100" y="114" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#475569">sent only to the recipient</text></svg>',
)}`;

/** The text version as staff read it: every secret address replaced by a note saying where it went. */
export function staffText(text: string): string {
  return text
    .replaceAll(ONE_TIME_LINK, HIDDEN_LINK)
    .replace(QR_ADDRESS, HIDDEN_QR)
    .replace(TOKEN_PARAM, "$1hidden");
}

/**
 * The HTML version as sent, with the same rule applied to its attributes: a one-time link's `href`
 * is dropped (the button still reads as sent but goes nowhere), a signed QR image's `src` becomes a
 * stand-in picture, and any remaining occurrence in the text becomes the note staff read in the
 * text version.
 */
export function staffHtml(html: string): string {
  return html
    .replaceAll(`href="${ONE_TIME_LINK}"`, `title="${HIDDEN_LINK}"`)
    .replace(/src="([^"]*)"/g, (attribute, address: string) =>
      new RegExp(QR_ADDRESS.source).test(address) ? `src="${QR_STAND_IN}"` : attribute,
    )
    .replaceAll(ONE_TIME_LINK, HIDDEN_LINK)
    .replace(QR_ADDRESS, HIDDEN_QR)
    .replace(TOKEN_PARAM, "$1hidden");
}
