import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";

export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-primary-500 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-slate-600">{t("notFoundText")}</p>
      <Link href="/" className={buttonClass({ size: "lg", className: "mt-6" })}>
        {t("backHome")}
      </Link>
    </div>
  );
}
