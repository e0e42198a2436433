import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { getMakes, getModels } from "@/lib/registry/queries";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";

const QUICK_LINKS = 4;

/** The registry's most popular makes, each with its most popular model (seed 001 §2.2). */
async function popularSearches() {
  const makes = (await getMakes({ popular: true })).slice(0, QUICK_LINKS);
  const picks = await Promise.all(
    makes.map(async (make) => ({
      make,
      model: (await getModels({ make: make.name, popular: true }))[0],
    })),
  );
  return picks
    .filter((p) => p.model)
    .map(({ make, model }) => ({
      make: make.name,
      model: model.name,
      href: routes.landing({ make, model }),
    }));
}

/** A missing ad (HTTP 404): the message, four popular make/model searches and a home button. */
export async function MissingView() {
  const t = await getTranslations("adDetail.missing");
  const errors = await getTranslations("errors");
  const searches = await popularSearches();
  return (
    <div className="mx-auto max-w-xl py-12 text-center md:py-16">
      <p className="text-primary-500 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-slate-600">{t("text")}</p>
      <nav aria-label={t("popular")} className="mt-6">
        <ul className="grid grid-cols-2 gap-2">
          {searches.map((s) => (
            <li key={s.href}>
              <Link
                href={s.href}
                className="hover:border-primary-300 hover:text-primary-700 block rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm"
              >
                {t("search", { make: s.make, model: s.model })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
        {errors("backHome")}
      </Link>
    </div>
  );
}
