import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { LanguageSwitch } from "./language-switch";

export function SiteHeader() {
  const t = useTranslations("nav");
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link href="/" className="text-primary-700 flex items-center gap-2 text-lg font-bold">
          <span
            aria-hidden
            className="bg-primary-600 grid size-8 place-items-center rounded-lg text-white"
          >
            V
          </span>
          Vozovna
        </Link>
        <nav
          aria-label={t("mainNavigation")}
          className="ml-auto hidden items-center gap-5 text-sm font-medium text-slate-700 md:flex"
        >
          <Link href="/favorites" className="hover:text-primary-700">
            {t("favorites")}
          </Link>
          <Link href="/saved-searches" className="hover:text-primary-700">
            {t("savedSearches")}
          </Link>
          <Link href="/profile" className="hover:text-primary-700">
            {t("login")}
          </Link>
          <Link
            href="/create-ad"
            className="bg-secondary-500 hover:bg-secondary-600 rounded-lg px-3 py-2 font-semibold text-white"
          >
            {t("postAd")}
          </Link>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
