import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { AdminLink, MessagesLink, ProfileLink, SavedSearchesLink } from "./account-links";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { SectionName } from "./section-name";
import { routes } from "@/lib/routes";

const navLink = "rounded-lg px-2 py-1.5 hover:bg-slate-100 hover:text-primary-700";
const menuLink =
  "flex items-center rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100";
const postAd =
  "rounded-lg bg-secondary-700 px-3 py-2 font-semibold text-white shadow-sm hover:bg-secondary-800";

/** The top bar: server-rendered, with small islands for the signed-in state and the phone menu. */
export function SiteHeader() {
  const t = useTranslations("nav");
  const admin = useTranslations("admin");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link
          href="/"
          aria-label={t("logoLabel")}
          className="text-primary-700 flex shrink-0 items-center gap-2 text-lg font-bold"
        >
          {/* the letter is drawn by CSS, not text, so the link's visible text stays "Vozovna", part of its name */}
          <span
            aria-hidden
            className="bg-primary-600 grid size-8 place-items-center rounded-lg text-white before:content-['V']"
          />
          <span className="max-md:sr-only">Vozovna</span>
        </Link>
        <SectionName />
        <nav
          aria-label={t("mainNavigation")}
          className="ml-auto hidden items-center gap-1 text-sm font-medium text-slate-700 md:flex"
        >
          <Link href={routes.favorites} className={navLink}>
            {t("favorites")}
          </Link>
          <SavedSearchesLink className={`${navLink} inline-flex items-center`} />
          <MessagesLink className={`${navLink} inline-flex items-center`} />
          <ProfileLink className={navLink} />
          <AdminLink label={admin("menuLink")} className={navLink} />
          <Link href={routes.createAd} className={`${postAd} ml-2`}>
            {t("postAd")}
          </Link>
        </nav>
        <div className="ml-auto md:ml-2">
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
        </div>
        <MobileMenu>
          <nav aria-label={t("mainNavigation")}>
            <ul className="grid gap-1">
              <li>
                <Link href="/" className={menuLink}>
                  {t("home")}
                </Link>
              </li>
              <li>
                <Link href={routes.favorites} className={menuLink}>
                  {t("favorites")}
                </Link>
              </li>
              <li>
                <SavedSearchesLink className={menuLink} />
              </li>
              <MessagesLink className={menuLink} listItem />
              <li>
                <ProfileLink className={menuLink} />
              </li>
              <AdminLink label={admin("menuLink")} className={menuLink} listItem />
              <li className="pt-2">
                <Link href={routes.createAd} className={`${postAd} block text-center`}>
                  {t("postAd")}
                </Link>
              </li>
            </ul>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}
