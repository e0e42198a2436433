import "server-only";
import type { AbstractIntlMessages } from "next-intl";

// Which messages the browser gets. A page's HTML carries the messages of the client islands on it
// and no others (all of them weighed ~20 kB per page). Server components translate on the server
// and need none of these. A namespace is "nav", or a part of one, "auth.forbidden".

/** The app shell's islands (header, tab bar, language switch, consent banner, offline screen, error page): every page. */
export const SHELL_MESSAGES = [
  "nav",
  "shell",
  "languages",
  "consent",
  "offline",
  "errors",
  "auth.forbidden",
  "auth.dismiss",
  "pendingAction",
  // the inbox link and its unread badge (issue 31)
  "inbox.nav",
];
/**
 * A result card's island (components/ad/card-island.tsx): its photos' names and its controls'
 * labels, in the page's messages once instead of in each card's props. Every page with cards has them.
 */
export const CARD_MESSAGES = [
  "card.photoOf",
  "card.photoCount",
  "card.share",
  "card.copied",
  "card.edit",
  "favorites.add",
  "favorites.remove",
  "favorites.failed",
  "favorites.guestFull",
];
/** The search screen's islands: form, pickers (the wheels show power and mileage as the cards do), sort bar, result list. */
export const SEARCH_MESSAGES = [
  "searchForm",
  "card.power",
  "card.mileage",
  "enums.fuel",
  "enums.transmission",
  // the "Další filtry" panel's values (components/search/more-filters.tsx)
  "enums.body",
  "enums.drive",
  "enums.colour",
  "enums.equipment",
  "enums.equipmentGroup",
  "enums.sellerType",
  "enums.region",
  // its place search (components/places/place-combobox.tsx)
  "sellerProfileForm.locationPlaceholder",
  "sellerProfileForm.locationNone",
  "sort",
  "home.loading",
  ...CARD_MESSAGES,
];
/** Sign-in, sign-up and password forms (their errors name "auth.errors" keys or the common fallback). */
export const ACCOUNT_MESSAGES = ["auth", "common.errorOccurred"];
/**
 * The profile page: sign-in, the seller-profile dialog, phone verification, the dealer's feed, and
 * My Ads' bulk actions with their archive reasons (issue 32).
 */
export const PROFILE_MESSAGES = [
  "auth",
  "common.errorOccurred",
  "sellerProfileForm",
  "phone",
  "dealerFeed",
  "bulk",
  "endReasons",
  "adStats.emails",
  // My Ads' cards
  ...CARD_MESSAGES,
];
export const CONTACT_MESSAGES = ["contact"];
/** The seller page's paged ad list (its loading state). */
export const SELLER_MESSAGES = ["home.loading", ...CARD_MESSAGES];
/** The ad page's contact dialog (loaded on the first click). */
export const AD_CONTACT_MESSAGES = [
  "adDetail.contactTitle",
  "adDetail.close",
  "adDetail.contactLimited",
  "adDetail.contactFailed",
  "adDetail.contactNone",
  "adDetail.phone",
  "adDetail.email",
  "adDetail.location",
  "common.loading",
];
/** The ad page's archive by its seller (issue 32): why the ad ends, and the refusal's fallback. */
export const AD_ARCHIVE_MESSAGES = ["endReasons", "common.errorOccurred"];
export const UNSUBSCRIBE_MESSAGES = ["unsubscribe"];
/** "Napsat prodejci" (issue 31): the message form, its refusals, and the thread's link after. */
export const MESSAGE_FORM_MESSAGES = ["messages.form", "messages.errors", "common.errorOccurred"];
/** The confirmation page of a signed-out buyer's message (/zpravy/potvrzeni). */
export const MESSAGE_CONFIRM_MESSAGES = ["messages.confirm"];
/** The page of the notification e-mail's link that stops them (/zpravy/upozorneni). */
export const MESSAGE_EMAILS_OFF_MESSAGES = ["messages.emailsOff"];
/** The weekly statistics e-mail's unsubscribe page (issue 32). */
export const STATS_EMAILS_OFF_MESSAGES = ["adStats.emailsOff"];
/** The scam shield's warnings beside a flagged message (components/trust/message-warnings.tsx). */
export const MESSAGE_WARNING_MESSAGES = [
  "safety.warningsTitle",
  "safety.learnMore",
  "safety.buyer",
  "safety.seller",
  "safety.senderNote",
];
/** The inbox and a thread (issue 31): their texts, the messages API's errors, the page links. */
export const INBOX_MESSAGES = [
  "inbox",
  ...MESSAGE_WARNING_MESSAGES,
  "messages.errors",
  "pagination",
  // the fallback of a refusal without a message of its own (useErrorText)
  "common.errorOccurred",
];
/** The favourites page: make chips, compare selection, the hearts of archived cards, the price-drop switch. */
export const FAVORITES_MESSAGES = ["favorites", ...CARD_MESSAGES];
/** The favourites page signed out: the same, with the cards the browser renders (issue 31). */
export const GUEST_FAVORITES_MESSAGES = [
  "favorites",
  "card",
  "time",
  "enums.fuel",
  "enums.transmission",
  "priceRating.label",
  // the cards' seller label, worded as the ad page's seller card
  "adDetail.dealer",
  "adDetail.privateSeller",
  "adDetail.unverifiedSeller",
];
/**
 * The creation wizard: its texts, the server's field errors, enum labels, the place search, what
 * its preview's parts of the ad page translate (spec list, equipment, price, photo), and the
 * price step's market range (its badge and reasons are the price rating's).
 */
export const WIZARD_MESSAGES = [
  "createAdWizard",
  "createAd",
  "enums",
  "sellerProfileForm.locationPlaceholder",
  "sellerProfileForm.locationNone",
  "adDetail.spec",
  "adDetail.specs",
  "adDetail.showOnMap",
  "adDetail.yes",
  "adDetail.no",
  "adDetail.colourMetallic",
  "adDetail.locationInRegion",
  "adDetail.stkExpired",
  "adDetail.equipment",
  "adDetail.description",
  "adDetail.noDescription",
  "adDetail.gallery.photoAlt",
  "adDetail.gallery.noPhotos",
  "common.unknown",
  "card.mileage",
  "card.power",
  "card.priceWithoutVat",
  "card.vatRefund",
  "marketRange",
  "priceRating.label",
  "priceRating.reason",
  // the model's median days to sell, once make and model are chosen (issue 32)
  "sellTime",
];

/** The given namespaces (or parts of them) of a message tree. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const ns of namespaces) {
    const path = ns.split(".");
    let from: AbstractIntlMessages | string | undefined = messages;
    let to = out;
    for (let i = 0; i < path.length; i++) {
      if (typeof from !== "object") break;
      from = from[path[i]];
      if (from === undefined) break;
      if (i === path.length - 1) to[path[i]] = from;
      else to = (to[path[i]] ??= {}) as AbstractIntlMessages;
    }
  }
  return out;
}
