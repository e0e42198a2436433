import { useTranslations } from "next-intl";
import { SellerMissing } from "@/components/seller/seller-missing";

// An unknown seller (sellerProfile.notFound) or a non-numeric id ('Invalid profile ID'), both 404.
export default function SellerNotFound() {
  const t = useTranslations("sellerProfile");
  return (
    <SellerMissing
      notFound={{ title: t("notFound"), text: t("notFoundText") }}
      invalid={{ title: t("invalidId"), text: t("invalidIdText") }}
      backHome={t("backHome")}
    />
  );
}
