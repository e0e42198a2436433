import { Heading, Text } from "./components";
import type { Locale } from "@/i18n/routing";
import type { PriceLabel } from "@/lib/enums";
import { translatorFor } from "@/lib/auth/translate";
import { formatPrice } from "@/lib/infra/format";
import type { EmailAd } from "../links";
import { AdRow } from "./ad-row";
import { colors, EmailLayout } from "./layout";

export interface PriceDropItem {
  ad: EmailAd;
  oldPrice: number;
  newPrice: number;
  /** the price rating at the new price (issue 30); null: not rated (yet) */
  label: PriceLabel | null;
}

export interface PriceDropProps {
  locale: Locale;
  siteUrl: string;
  items: PriceDropItem[];
  /** the favourites page, where the opt-out lives */
  favoritesUrl: string;
}

export const priceDropSubject = ({ locale, items }: Pick<PriceDropProps, "locale" | "items">) =>
  translatorFor(locale)("emails.priceDrop.subject", { count: items.length });

/** The daily price-drop e-mail: each favourite that got cheaper, old → new price and the drop. */
export function PriceDropEmail(props: PriceDropProps) {
  const t = translatorFor(props.locale);
  return (
    <EmailLayout
      lang={props.locale}
      brand={t("emails.brand")}
      siteUrl={props.siteUrl}
      preview={priceDropSubject(props)}
      why={t("emails.priceDrop.why")}
      manage={{ label: t("emails.priceDrop.manage"), href: props.favoritesUrl }}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 4px" }}>
        {t("emails.priceDrop.heading")}
      </Heading>
      <Text style={{ color: colors.muted, margin: "0 0 8px" }}>{t("emails.priceDrop.intro")}</Text>
      {props.items.map(({ ad, oldPrice, newPrice, label }) => (
        <AdRow
          key={ad.id}
          ad={ad}
          price={
            <>
              {t("emails.priceDrop.change", {
                old: formatPrice(oldPrice),
                new: formatPrice(newPrice),
              })}
              <br />
              <span style={{ color: colors.accent, fontSize: 13 }}>
                {[
                  t("emails.priceDrop.drop", { amount: formatPrice(oldPrice - newPrice) }),
                  ...(label && label !== "unrated" ? [t(`priceRating.label.${label}`)] : []),
                ].join(" · ")}
              </span>
            </>
          }
        />
      ))}
    </EmailLayout>
  );
}
