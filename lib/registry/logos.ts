import "server-only";
// Make logos: the brand icon from simple-icons (CC0) or @cardog-icons/core (MIT) where the package
// has the make, read from the installed package at run time; otherwise a lettermark in the make's
// colour. Both packages are looked up by an explicit list, so a make never gets a namesake's icon.
import fs from "node:fs/promises";
import path from "node:path";
import { contrastRatio, lettermarkSvg } from "./lettermark";
import { escapeXml } from "@/lib/pictures/svg-util";
import type { MakeView } from "./views";

/** Make slug → simple-icons slug (checked to be the car brand). */
const SIMPLE_ICONS: Record<string, string> = Object.fromEntries(
  (
    "skoda volkswagen ford hyundai peugeot renault toyota citroen bmw opel kia audi dacia seat " +
    "fiat suzuki volvo mazda nissan honda mitsubishi mini jeep tesla porsche subaru mg polestar " +
    "smart chevrolet chrysler ferrari lamborghini maserati bentley infiniti iveco lada mclaren " +
    "bugatti cadillac ram acura man"
  )
    .split(" ")
    .map((s) => [s, s])
    .concat([
      ["ds", "dsautomobiles"],
      ["ds-automobiles", "dsautomobiles"],
      ["aston-martin", "astonmartin"],
      ["rolls-royce", "rollsroyce"],
    ]),
);

/** Make slug → @cardog-icons/core file name, for makes simple-icons lacks. */
const CARDOG: Record<string, string> = {
  "mercedes-benz": "MB",
  "land-rover": "Landrover",
  "alfa-romeo": "Alfa Romeo",
  lexus: "Lexus",
  jaguar: "Jaguar",
  byd: "BYD",
  genesis: "Genesis",
  dodge: "Dodge",
  lotus: "Lotus",
  hummer: "Hummer",
  lincoln: "Lincoln",
  gmc: "GMC",
  buick: "Buick",
  rivian: "Rivian",
  vinfast: "Vinfast",
  koenigsegg: "Koenigsegg",
  pagani: "Pagani",
  lucid: "Lucid",
};

export type LogoSource = "simple-icons" | "cardog" | "lettermark";

const packageDir = (name: string) =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", name);
const INK = "#1f2933";

let simpleIconHex: Promise<Map<string, string>> | undefined;
function simpleIconColors(): Promise<Map<string, string>> {
  simpleIconHex ??= fs
    .readFile(path.join(packageDir("simple-icons"), "data", "simple-icons.json"), "utf8")
    .then((text) => {
      const icons = JSON.parse(text) as { slug?: string; hex: string }[];
      return new Map(icons.filter((i) => i.slug).map((i) => [i.slug!, `#${i.hex}`]));
    })
    .catch(() => new Map());
  return simpleIconHex;
}

/** The first colour that stays readable on a white card (3:1, WCAG for graphics). */
function readableColor(...candidates: (string | null | undefined)[]): string {
  return (
    candidates.find((c) => c && /^#[0-9a-f]{6}$/i.test(c) && contrastRatio(c, "#ffffff") >= 3) ??
    INK
  );
}

async function fromSimpleIcons(make: MakeView): Promise<string | null> {
  const slug = SIMPLE_ICONS[make.slug];
  if (!slug) return null;
  const svg = await fs
    .readFile(path.join(packageDir("simple-icons"), "icons", `${slug}.svg`), "utf8")
    .catch(() => null);
  const d = svg?.match(/<path[^>]*\sd="([^"]+)"/)?.[1];
  if (!d) return null;
  const fill = readableColor((await simpleIconColors()).get(slug), make.color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="-3 -3 30 30" role="img">` +
    `<title>${escapeXml(make.name)}</title><path fill="${fill}" d="${d}"/></svg>`
  );
}

async function fromCardog(make: MakeView): Promise<string | null> {
  const file = CARDOG[make.slug];
  if (!file) return null;
  const svg = await fs
    .readFile(path.join(packageDir("@cardog-icons/core"), "optimized", `${file} Icon.svg`), "utf8")
    .catch(() => null);
  if (!svg?.startsWith("<svg")) return null;
  return svg
    .replace(/^<svg([^>]*)>/, (_, attrs: string) => {
      const rest = attrs.replace(/\s(width|height|role)="[^"]*"/g, "");
      return `<svg${rest} width="64" height="64" role="img"><title>${escapeXml(make.name)}</title>`;
    })
    .trim();
}

type Logo = { svg: string; source: LogoSource };
const memo = new Map<string, Promise<Logo>>();

/** The make's logo as an SVG document and where it came from (built once per make and colour). */
export function makeLogoSvg(make: MakeView): Promise<Logo> {
  const key = `${make.slug}|${make.name}|${make.color}`;
  let logo = memo.get(key);
  if (!logo) memo.set(key, (logo = buildLogo(make)));
  return logo;
}

async function buildLogo(make: MakeView): Promise<Logo> {
  const si = await fromSimpleIcons(make);
  if (si) return { svg: si, source: "simple-icons" };
  const cardog = await fromCardog(make);
  if (cardog) return { svg: cardog, source: "cardog" };
  return { svg: lettermarkSvg(make.name, make.color), source: "lettermark" };
}
