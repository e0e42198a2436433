import { getTranslations } from "next-intl/server";
import { GalleryIsland } from "./gallery-island";
import { MAIN_SIZES, sizeOf, srcSetOf, THUMBNAILS, type GalleryPhoto } from "./photos";

const tile =
  "relative block w-full overflow-hidden bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/**
 * The ad's photos (seed 001 §2.1), rendered on the server: the main photo (the page's LCP
 * element: sized, eager, high priority, with a srcset), then up to 10 thumbnails, 5 per row, the
 * 10th showing how many more there are. Phones get one horizontal strip of every photo. A click on
 * any photo opens the full-screen gallery (the client island).
 */
export async function Gallery({
  photos,
  title,
  locale,
}: {
  photos: GalleryPhoto[];
  title: string;
  locale: string;
}) {
  const t = await getTranslations({ locale: locale as "cs", namespace: "adDetail.gallery" });
  if (photos.length === 0) {
    return (
      <div className="grid aspect-[3/2] place-items-center bg-slate-200 text-slate-600 max-md:-mx-4 md:rounded-2xl">
        {t("noPhotos")}
      </div>
    );
  }
  const count = photos.length;
  const alt = (i: number) => t("photoAlt", { title, index: i + 1, count });
  const [main, ...rest] = photos;
  const thumbs = rest.slice(0, THUMBNAILS);
  const more = rest.length - thumbs.length;
  return (
    <GalleryIsland
      photos={photos}
      count={count}
      labels={{
        title: t("title", { title }),
        grid: t("grid"),
        previous: t("previous"),
        next: t("next"),
        close: t("close"),
        zoomIn: t("zoomIn"),
        zoomOut: t("zoomOut"),
        zoomReset: t("zoomReset"),
        alts: photos.map((_, i) => alt(i)),
        counter: photos.map((_, i) => t("counter", { index: i + 1, count })),
      }}
    >
      <div
        data-gallery-strip
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto max-md:-mx-4 md:block md:overflow-visible"
      >
        <button
          type="button"
          data-photo={0}
          className={`${tile} aspect-[3/2] shrink-0 snap-start md:rounded-2xl`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized WebP from our storage; next/image would add a loader round trip */}
          <img
            src={main.full}
            srcSet={srcSetOf(main)}
            sizes={MAIN_SIZES}
            {...sizeOf(main)}
            alt={alt(0)}
            fetchPriority="high"
            loading="eager"
            // the LCP: painted with the first frame that has it, not one hydration delays (card-photos)
            decoding="sync"
            className="size-full object-cover"
          />
        </button>
        {rest.map((p, i) => (
          <button
            key={p.full + i}
            type="button"
            data-photo={i + 1}
            className={`${tile} aspect-[3/2] shrink-0 snap-start md:hidden`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
            <img
              src={p.full}
              srcSet={srcSetOf(p)}
              sizes="100vw"
              {...sizeOf(p)}
              alt={alt(i + 1)}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </button>
        ))}
      </div>
      {thumbs.length > 0 && (
        <ul className="mt-2 hidden grid-cols-5 gap-2 md:grid">
          {thumbs.map((p, i) => {
            const last = i === thumbs.length - 1 && more > 0;
            return (
              <li key={p.mini + i}>
                <button
                  type="button"
                  data-photo={i + 1}
                  data-grid={last ? "" : undefined}
                  aria-label={last ? t("moreLabel", { count }) : undefined}
                  className={`${tile} aspect-[3/2] rounded-lg`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                  <img
                    src={p.mini}
                    width={400}
                    height={267}
                    alt={last ? "" : alt(i + 1)}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                  {last && (
                    <span
                      aria-hidden
                      className="absolute inset-0 grid place-items-center bg-slate-900/60 text-lg font-semibold text-white"
                    >
                      {t("more", { count: more })}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </GalleryIsland>
  );
}
