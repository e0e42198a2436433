import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-primary-500">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-slate-600">{t("notFoundText")}</p>
      <Link href="/" className="mt-6 inline-block rounded-lg bg-primary-600 px-5 py-2.5 font-semibold text-white hover:bg-primary-700">
        {t("backHome")}
      </Link>
    </div>
  );
}
