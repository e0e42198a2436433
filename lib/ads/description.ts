// Which description a reader sees (seed 001 §4, description language). Client-safe.
import type { CarAd } from "./types";

export interface ShownDescription {
  /** the text in the reader's language, else the Czech one; null when the ad has none */
  text: string | null;
  /** BCP 47 language of `text` */
  lang: "cs" | "en" | "ru";
  /**
   * The Czech original when `text` is a machine translation the reader may switch away from
   * (non-Czech reader, a translation in their language, an ad not posted on Vozovna); else null.
   */
  original: string | null;
}

const present = (s: string | null | undefined): s is string => !!s && s.trim().length > 0;

/**
 * ru reads desc_ru, en reads desc_en, anyone else (or when that one is missing) desc_cz. The
 * machine-translation notice and the switch to the original are not offered on ads of our own
 * source (the specification's rule: its sentence follows the notice and the switch).
 */
export function shownDescription(
  ad: Pick<CarAd, "desc_cz" | "desc_en" | "desc_ru" | "source">,
  locale: string,
): ShownDescription {
  const translated = locale === "en" ? ad.desc_en : locale === "ru" ? ad.desc_ru : null;
  if (present(translated)) {
    const lang = locale as "en" | "ru";
    const original = ad.source !== "own" && present(ad.desc_cz) ? ad.desc_cz : null;
    return { text: translated, lang, original };
  }
  return { text: present(ad.desc_cz) ? ad.desc_cz : null, lang: "cs", original: null };
}
