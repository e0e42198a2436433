// URL slugs for makes and models: lower-case ASCII, derived once and stable
// ("Škoda" → "skoda", "Mercedes-Benz" → "mercedes-benz", "ID.3" → "id-3").
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Plain ASCII name for logo look-ups (the specification maps Škoda and Citroën). */
export const asciiName = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** Case- and diacritics-insensitive comparison key. */
export const foldKey = (text: string) => asciiName(text).toLowerCase().trim();
