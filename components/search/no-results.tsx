import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/**
 * What the results list says when it shows no ad: a range turned round (nothing can match), a page
 * past the last one (the ads are there, on pages 1…pages), or a search that matches nothing.
 */
export function NoResults({
  inverted,
  page,
  pages,
  hrefFor,
}: {
  inverted: boolean;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations("home");
  const gone = !inverted && pages > 0 && page > pages;
  const [title, description] = inverted
    ? [t("invertedTitle"), t("invertedDescription")]
    : gone
      ? [t("pageGone", { page }), t("pageGoneDescription", { pages })]
      : [t("empty"), t("emptyDescription")];
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-slate-600">{description}</p>
      {gone && (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Link href={hrefFor(1)} className={buttonClass()}>
            {t("firstPage")}
          </Link>
          {pages > 1 && (
            <Link href={hrefFor(pages)} className={buttonClass({ variant: "secondary" })}>
              {t("lastPage")}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
