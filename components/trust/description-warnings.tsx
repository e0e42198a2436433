import { useTranslations } from "next-intl";
import { scanText } from "@/lib/trust/warnings";
import { WarningList } from "./message-warnings";

/**
 * The scam shield on the ad page (issue 31): when the seller's description reads like a scam
 * (a deposit before viewing, a car abroad, a courier…), the buyer's specific warnings, rendered
 * on the server beside the description. Nothing when it reads clean.
 */
export function DescriptionWarnings({ text }: { text: string | null }) {
  const t = useTranslations("safety.description");
  const categories = text ? scanText(text, "buyer").map((w) => w.category) : [];
  if (categories.length === 0) return null;
  return (
    <div className="mb-3">
      <WarningList categories={categories} reader="buyer" title={t("title")} />
    </div>
  );
}
