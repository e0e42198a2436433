import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { AdSeller } from "@/lib/ads/detail";
import { safeHttpUrl } from "@/lib/ads/links";
import type { CarAd } from "@/lib/ads/types";
import { sourceKey } from "@/lib/enums";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AD_CONTACT_MESSAGES, MESSAGE_FORM_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { MessageButton } from "@/components/message-seller/message-button";
import { formatPrice } from "@/lib/infra/format";
import { ContactButton } from "./contact-button";
import { StickyContactBar } from "./sticky-contact-bar";
import { ExternalIcon, PinIcon, VerifiedIcon } from "@/components/ui/icons";
import { Avatar } from "@/components/ui/avatar";
import { routes } from "@/lib/routes";

const primary =
  "flex w-full items-center justify-center gap-2 rounded-xl bg-primary-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-primary-700";
const secondary =
  "flex w-full items-center justify-center gap-2 rounded-xl border border-primary-600 bg-white px-4 py-3 font-semibold text-primary-700 hover:bg-primary-50";
/** The phone's contact bar's buttons: side by side, after the price. */
const barButton = (base: string) => base.replace("w-full", "flex-1").replace("py-3", "py-2.5");
const CARD_ID = "seller-card";

/**
 * The ways to reach a seller with an account: the contact reveal ("Kontaktovat" on the card,
 * "Volat" in the phone's bar) and, for an own ad, "Napsat prodejci" (issue 31), each a client
 * island with just the messages it reads.
 */
function ContactActions({
  ad,
  contact,
  messageable,
  call,
  write,
  callClass,
  writeClass,
}: {
  ad: CarAd;
  contact: AdSeller;
  messageable: boolean;
  call: string;
  /** the message button's label; its own "Napsat prodejci" when absent */
  write?: string;
  callClass: string;
  writeClass: string;
}) {
  return (
    <>
      <ClientMessages namespaces={AD_CONTACT_MESSAGES}>
        <ContactButton
          profileId={contact.id}
          adId={ad.id}
          name={contact.display_name}
          label={call}
          className={callClass}
        />
      </ClientMessages>
      {messageable && (
        <ClientMessages namespaces={MESSAGE_FORM_MESSAGES}>
          <MessageButton
            sellerProfileId={contact.id}
            sellerName={contact.display_name}
            ads={[{ id: ad.id, title: ad.title }]}
            label={write}
            className={writeClass}
          />
        </ClientMessages>
      )}
    </>
  );
}

/**
 * The seller and the way to reach them (seed 001 §4, contact button): a seller profile with a
 * verified user gets the contact dialog; otherwise an ad with a source link opens it in a new tab
 * (an outbound lead); otherwise there is no button. "Napsat prodejci" (issue 31) for an own ad of
 * a verified seller; an imported ad says its seller is reached through the original listing. The
 * seller reading their own ad gets none (their actions are above, components/ad-detail/ad-actions.tsx).
 */
export function SellerCard({
  ad,
  seller,
  owner = false,
}: {
  ad: CarAd;
  seller: AdSeller | null;
  /** the reader is this ad's seller */
  owner?: boolean;
}) {
  const t = useTranslations("adDetail");
  const m = useTranslations("messages");
  const card = useTranslations("card");
  const e = useTranslations("enums");
  // a named source (Bazoš, Facebook) or none for "other"
  const source = ad.source === "bazos" || ad.source === "facebook" ? e(sourceKey(ad.source)) : null;
  const outbound = owner ? null : safeHttpUrl(ad.source_link);
  const contact = !owner && seller?.user_id ? seller : null;
  // the messages API's rule (lib/messages/mutations.ts): our own ads of a seller with an account
  const messageable = contact && ad.source === "own" ? contact : null;
  return (
    <section
      id={CARD_ID}
      aria-labelledby="ad-seller"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ad-seller" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("seller")}
      </h2>
      {seller && (
        <div className="mt-3 flex items-center gap-3">
          <Avatar
            url={seller.avatar_url}
            name={seller.display_name}
            alt={t("avatarOf", { name: seller.display_name })}
            size={48}
            lazy
            className="size-12 text-lg"
          />
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 font-semibold">
              <Link
                href={routes.seller(seller.id)}
                className="hover:text-primary-700 truncate hover:underline"
              >
                {seller.display_name}
              </Link>
              {seller.user_id && (
                <span title={card("verified")} className="text-primary-600 shrink-0">
                  <VerifiedIcon className="size-4" />
                  <span className="sr-only">{card("verified")}</span>
                </span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {seller.user_id
                ? seller.is_dealer
                  ? t("dealer")
                  : t("privateSeller")
                : t("unverifiedSeller")}
            </p>
            {seller.location && (
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <PinIcon className="size-4 shrink-0" />
                <span className="truncate">{seller.location}</span>
              </p>
            )}
          </div>
        </div>
      )}
      <div className="mt-4 grid gap-2">
        {contact ? (
          <ContactActions
            ad={ad}
            contact={contact}
            messageable={!!messageable}
            call={t("contact")}
            callClass={primary}
            writeClass={secondary}
          />
        ) : outbound ? (
          <a href={outbound} target="_blank" rel="noopener nofollow" className={primary}>
            {source ? t("openSource", { source }) : t("openOriginal")}
            <ExternalIcon />
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : null}
        {!owner && ad.source !== "own" && (
          <p className="text-sm text-slate-600">{m("form.importedNote")}</p>
        )}
        {seller && (
          <Link
            href={routes.seller(seller.id)}
            className="text-primary-700 text-center text-sm font-medium hover:underline"
          >
            {t("sellerAds")}
          </Link>
        )}
      </div>
      {source && <p className="mt-3 text-xs text-slate-500">{t("importedFrom", { source })}</p>}
      {contact && (
        <StickyContactBar target={CARD_ID} label={t("stickyBar")}>
          <p className="mr-auto text-lg font-bold whitespace-nowrap text-slate-900">
            {formatPrice(ad.price)}
          </p>
          <ContactActions
            ad={ad}
            contact={contact}
            messageable={!!messageable}
            call={t("call")}
            write={t("write")}
            callClass={barButton(primary)}
            writeClass={barButton(secondary)}
          />
        </StickyContactBar>
      )}
    </section>
  );
}
