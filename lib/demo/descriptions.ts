// Czech ad descriptions for demo data, written the way Czech sellers write them on the big car
// sites: short paragraphs and lists drawn from pools of phrases with the caller's rng, every fact
// following from the ad's data. Each phrase exists in Czech, English and Russian side by side, so
// the translations say exactly what the Czech text says.
//
// The rng is consumed the same way whether or not translations are asked for, so the Czech text of
// an ad never depends on opts.translate. The STK date is relative to `input.today` (default: now).
import type {
  BodyType,
  Condition,
  DriveType,
  FuelType,
  PurchaseCountry,
  Transmission,
} from "@/lib/enums";
import { horsepower } from "../infra/format";
import type { Rng } from "./random";

export interface DescribeAdInput {
  make: string;
  model: string;
  generation: string | null;
  variant: string | null;
  year: number;
  mileageKm: number;
  powerKw: number;
  fuel: FuelType;
  transmission: Transmission;
  drive: DriveType;
  bodyType: BodyType;
  owners: number;
  condition: Condition;
  country: PurchaseCountry;
  vatRefund: boolean;
  sellerKind: "dealer" | "private" | "imported";
  rng: Rng;
  /** Reference date for "STK valid until" (defaults to now). */
  today?: Date;
}

export interface AdDescription {
  cz: string;
  en: string | null;
  ru: string | null;
}

/** Bounds of the Czech text; translations are kept under MAX_HARD as well. */
export const DESCRIPTION_MIN = 300;
export const DESCRIPTION_MAX = 1500;
export const DESCRIPTION_MAX_HARD = 2000;

// ------------------------------------------------------------------ parallel phrases

/** One phrase in the three languages. */
interface T {
  cs: string;
  en: string;
  ru: string;
}
type Lang = keyof T;
const LANGS: Lang[] = ["cs", "en", "ru"];
const L = (cs: string, en: string, ru: string): T => ({ cs, en, ru });

/** Joins parallel phrases language by language. */
function join(parts: T[], sep = " "): T {
  return L(
    parts.map((p) => p.cs).join(sep),
    parts.map((p) => p.en).join(sep),
    parts.map((p) => p.ru).join(sep),
  );
}

const capitalize = (s: string) => (s ? s[0].toLocaleUpperCase() + s.slice(1) : s);
const cap = (t: T): T => L(capitalize(t.cs), capitalize(t.en), capitalize(t.ru));

/** Thousands grouping: "145 000" (cs, ru; plain space) and "145,000" (en). */
export function groupThousands(n: number, sep = " "): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
const km = (n: number): T =>
  L(`${groupThousands(n)} km`, `${groupThousands(n, ",")} km`, `${groupThousands(n)} км`);

/** Czech plural: 1 rok, 2–4 roky, 5+ let. */
const plCs = (n: number, one: string, few: string, many: string) =>
  n === 1 ? one : n >= 2 && n <= 4 ? few : many;
const plEn = (n: number, one: string, many: string) => (n === 1 ? one : many);
const plRu = (n: number, one: string, few: string, many: string) => {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
};
const years = (n: number): T =>
  L(
    `${n} ${plCs(n, "rok", "roky", "let")}`,
    `${n} ${plEn(n, "year", "years")}`,
    `${n} ${plRu(n, "год", "года", "лет")}`,
  );
const months = (n: number): T =>
  L(
    `${n} ${plCs(n, "měsíc", "měsíce", "měsíců")}`,
    `${n} ${plEn(n, "month", "months")}`,
    `${n} ${plRu(n, "месяц", "месяца", "месяцев")}`,
  );

// ------------------------------------------------------------------ vocabulary

/** Fuel as Czech ads name it; the description always contains this word. */
export const FUEL_CS: Record<FuelType, string> = {
  petrol: "benzín",
  diesel: "nafta",
  electric: "elektro",
  hybrid: "hybrid",
  gas: "LPG", // or CNG for the VW group, see fuelLabel()
};

const VAG = ["škoda", "volkswagen", "vw", "audi", "seat", "cupra"];
const PREMIUM = [
  "audi",
  "bmw",
  "mercedes-benz",
  "mercedes",
  "volvo",
  "lexus",
  "porsche",
  "land rover",
  "jaguar",
  "tesla",
  "genesis",
  "infiniti",
  "maserati",
  "mini",
];

function fuelLabel(fuel: FuelType, make: string): T {
  switch (fuel) {
    case "petrol":
      return L("benzín", "petrol", "бензин");
    case "diesel":
      return L("nafta", "diesel", "дизель");
    case "electric":
      return L("elektro", "electric", "электро");
    case "hybrid":
      return L("hybrid", "hybrid", "гибрид");
    case "gas":
      return VAG.includes(make.toLowerCase())
        ? L("benzín + CNG", "petrol + CNG", "бензин + метан (CNG)")
        : L("benzín + LPG", "petrol + LPG", "бензин + газ (LPG)");
  }
}

/** [full phrase, short label] for the gearbox. */
function gearbox(tr: Transmission, make: string): [T, T] {
  switch (tr) {
    case "mt":
      return [
        L("manuální převodovka", "manual gearbox", "механическая коробка передач"),
        L("manuál", "manual", "механика"),
      ];
    case "at":
      return [
        L("automatická převodovka", "automatic gearbox", "автоматическая коробка передач"),
        L("automat", "automatic", "автомат"),
      ];
    case "cvt":
      return [
        L("automatická převodovka CVT", "CVT automatic gearbox", "вариатор (CVT)"),
        L("automat CVT", "CVT automatic", "вариатор"),
      ];
    case "amt":
      return VAG.includes(make.toLowerCase())
        ? [
            L(
              "automatická převodovka DSG",
              "DSG automatic gearbox",
              "роботизированная коробка DSG",
            ),
            L("automat DSG", "DSG automatic", "робот DSG"),
          ]
        : [
            L(
              "robotizovaná převodovka",
              "automated manual gearbox",
              "роботизированная коробка передач",
            ),
            L("robotizovaná", "automated manual", "робот"),
          ];
  }
}

function driveShort(d: DriveType): T {
  switch (d) {
    case "FWD":
      return L("přední kola", "front-wheel", "передний");
    case "RWD":
      return L("zadní kola", "rear-wheel", "задний");
    case "AWD":
      return L("4x4", "4x4", "полный 4x4");
  }
}

function driveLabel(d: DriveType): T {
  switch (d) {
    case "FWD":
      return L("pohon předních kol", "front-wheel drive", "передний привод");
    case "RWD":
      return L("pohon zadních kol", "rear-wheel drive", "задний привод");
    case "AWD":
      return L("pohon 4x4", "all-wheel drive (4x4)", "полный привод 4x4");
  }
}

const BODY: Record<BodyType, T> = {
  COUPE: L("kupé", "coupé", "купе"),
  SEDAN_SALOON: L("sedan", "saloon", "седан"),
  THREE_DOOR_SUV: L("třídveřové SUV", "three-door SUV", "трёхдверный внедорожник"),
  FIVE_DOOR_SUV: L("SUV", "SUV", "кроссовер"),
  ESTATE_CAR: L("kombi", "estate", "универсал"),
  LIFTBACK: L("liftback", "liftback", "лифтбек"),
  THREE_DOOR_HATCHBACK: L("třídveřový hatchback", "three-door hatchback", "трёхдверный хэтчбек"),
  FIVE_DOOR_HATCHBACK: L("hatchback", "hatchback", "хэтчбек"),
  CONVERTIBLE: L("kabriolet", "convertible", "кабриолет"),
  MINIVAN: L("MPV", "MPV", "минивэн"),
  VAN: L("dodávka", "van", "фургон"),
  MINIBUS: L("minibus", "minibus", "микроавтобус"),
  PICKUP: L("pick-up", "pickup", "пикап"),
};

/** "dovoz z Německa" etc.: [cs genitive with preposition, en, ru genitive]. */
const COUNTRY_FROM: Partial<Record<PurchaseCountry, T>> = {
  Germany: L("z Německa", "from Germany", "из Германии"),
  Austria: L("z Rakouska", "from Austria", "из Австрии"),
  Slovakia: L("ze Slovenska", "from Slovakia", "из Словакии"),
  Poland: L("z Polska", "from Poland", "из Польши"),
  Hungary: L("z Maďarska", "from Hungary", "из Венгрии"),
  France: L("z Francie", "from France", "из Франции"),
  Netherlands: L("z Nizozemska", "from the Netherlands", "из Нидерландов"),
  Belgium: L("z Belgie", "from Belgium", "из Бельгии"),
  Italy: L("z Itálie", "from Italy", "из Италии"),
  Switzerland: L("ze Švýcarska", "from Switzerland", "из Швейцарии"),
  United_Kingdom: L("z Velké Británie", "from the United Kingdom", "из Великобритании"),
  Other: L("ze zahraničí", "from abroad", "из-за границы"),
};

/** "Škoda Octavia III 2.0 TDI": make, model (or the generation when it names the model), variant. */
export function carName(
  make: string,
  model: string,
  generation: string | null,
  variant: string | null,
): string {
  let name = `${make.trim()} ${model.trim()}`.trim();
  const g = generation?.trim();
  if (g) {
    if (g.toLowerCase().startsWith(model.trim().toLowerCase())) name = `${make.trim()} ${g}`;
    else if (!name.toLowerCase().includes(g.toLowerCase())) name = `${name} ${g}`;
  }
  const v = variant?.trim();
  if (v && v.toLowerCase() !== "base" && !name.toLowerCase().includes(v.toLowerCase())) {
    name = `${name} ${v}`;
  }
  return name;
}

// ------------------------------------------------------------------ document model

interface Sentence {
  t: T;
  /** Lower = dropped first when the text is too long; REQUIRED is never dropped. */
  prio: number;
}
const REQUIRED = 100;

type Block =
  | { kind: "para"; sentences: Sentence[] }
  | {
      kind: "list";
      header: T;
      items: T[];
      /** Items kept at least when shortening. */
      minItems: number;
      style: "bullets" | "inline";
      bullet: string;
    };

function renderBlock(b: Block, lang: Lang): string {
  if (b.kind === "para") return b.sentences.map((s) => s.t[lang]).join(" ");
  if (b.style === "inline") {
    return `${b.header[lang]} ${b.items.map((i) => i[lang]).join(", ")}.`;
  }
  return [b.header[lang], ...b.items.map((i) => `${b.bullet}${capitalize(i[lang])}`)].join("\n");
}

function render(blocks: Block[], lang: Lang): string {
  return blocks
    .map((b) => renderBlock(b, lang))
    .filter((s) => s.trim().length > 0)
    .join("\n\n");
}

// ------------------------------------------------------------------ the describer

export function describeAd(input: DescribeAdInput, opts: { translate: boolean }): AdDescription {
  const { rng } = input;
  const rand = () => {
    const r = rng();
    return Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999999) : 0;
  };
  const pick = <X>(items: readonly X[]): X => items[Math.floor(rand() * items.length)];
  const chance = (p: number) => rand() < p;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  function sample<X>(items: readonly X[], n: number): X[] {
    const pool = items.slice();
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, Math.max(0, n));
  }

  const today = input.today ?? new Date();
  const thisYear = today.getFullYear();
  const year = Math.round(input.year);
  const age = Math.max(0, thisYear - year);
  const mileage = Math.max(0, Math.round(input.mileageKm || 0));
  const kw = Math.max(0, Math.round(input.powerKw || 0));
  const hp = horsepower(kw);
  const makeLc = input.make.trim().toLowerCase();
  const premium = PREMIUM.includes(makeLc);
  const name = carName(input.make, input.model, input.generation, input.variant);
  const fuel = fuelLabel(input.fuel, input.make);
  const [gearFull, gearShort] = gearbox(input.transmission, input.make);
  const drive = driveLabel(input.drive);
  const body = BODY[input.bodyType] ?? L("osobní vůz", "car", "легковой автомобиль");
  const combustion = input.fuel !== "electric";
  const isNew = input.condition === "new";
  const damaged = input.condition === "damaged";
  const seller = input.sellerKind;
  const owners = Math.max(0, Math.round(input.owners || 0));
  const fromCz = input.country === "Czech_Republic";
  const importFrom = fromCz ? null : (COUNTRY_FROM[input.country] ?? null);
  const kmPerYear = mileage / Math.max(1, age);
  const carKm = km(mileage);
  const power = L(`${kw} kW`, `${kw} kW`, `${kw} кВт`);
  const powerHp = L(
    `${kw} kW (${hp} ${plCs(hp, "kůň", "koně", "koní")})`,
    `${kw} kW (${hp} hp)`,
    `${kw} кВт (${hp} л. с.)`,
  );
  const yr = String(year);

  // STK (technical inspection): first one 4 years after registration, then every 2 years.
  let stk: T | null = null;
  if (!isNew) {
    const nowIndex = thisYear * 12 + today.getMonth(); // months since year 0
    let idx = year * 12 + 48 + int(0, 11);
    if (idx <= nowIndex) idx = nowIndex + int(1, 24);
    const mm = String((idx % 12) + 1).padStart(2, "0");
    const yyyy = String(Math.floor(idx / 12));
    stk = L(`${mm}/${yyyy}`, `${mm}/${yyyy}`, `${mm}/${yyyy}`);
  }

  // ---------------------------------------------------------------- opening
  const opening: T[] = [];
  if (isNew) {
    opening.push(
      pick([
        L(
          `Nový vůz ${name} skladem, ihned k odběru.`,
          `New ${name} in stock, available immediately.`,
          `Новый ${name} в наличии, можно забрать сразу.`,
        ),
        L(
          `Nabízíme nový vůz ${name} (${body.cs}), modelový rok ${yr}.`,
          `We offer a new ${name} (${body.en}), model year ${yr}.`,
          `Предлагаем новый ${name} (${body.ru}), ${yr} модельный год.`,
        ),
        L(
          `Nový vůz ${name} – ${body.cs}, rok výroby ${yr}, skladem.`,
          `New ${name} – ${body.en}, built ${yr}, in stock.`,
          `Новый ${name} – ${body.ru}, ${yr} год выпуска, в наличии.`,
        ),
      ]),
      L(`Nájezd ${carKm.cs}.`, `Mileage ${carKm.en}.`, `Пробег ${carKm.ru}.`),
    );
  } else if (seller === "dealer") {
    opening.push(
      pick([
        L(
          `Nabízíme k prodeji ${name}, ${body.cs}, r. v. ${yr}, nájezd ${carKm.cs}.`,
          `We offer for sale a ${name}, ${body.en}, year ${yr}, mileage ${carKm.en}.`,
          `Предлагаем к продаже ${name}, ${body.ru}, ${yr} г. в., пробег ${carKm.ru}.`,
        ),
        L(
          `V naší nabídce je ${name} z roku ${yr} s nájezdem ${carKm.cs}.`,
          `Now available: ${name} from ${yr} with ${carKm.en} on the clock.`,
          `В нашем предложении ${name} ${yr} года с пробегом ${carKm.ru}.`,
        ),
        L(
          `${name} – ${body.cs}, rok výroby ${yr}, najeto ${carKm.cs}.`,
          `${name} – ${body.en}, built ${yr}, ${carKm.en} driven.`,
          `${name} – ${body.ru}, ${yr} год выпуска, пробег ${carKm.ru}.`,
        ),
      ]),
    );
  } else if (seller === "private") {
    opening.push(
      pick([
        L(
          `Prodám ${name}, r. v. ${yr}, nájezd ${carKm.cs}.`,
          `For sale: ${name}, ${yr}, mileage ${carKm.en}.`,
          `Продаю ${name}, ${yr} г. в., пробег ${carKm.ru}.`,
        ),
        L(
          `Prodávám svůj vůz ${name} (${body.cs}) z roku ${yr}. Najeto ${carKm.cs}.`,
          `I am selling my ${name} (${body.en}) from ${yr}. Mileage ${carKm.en}.`,
          `Продаю свой автомобиль ${name} (${body.ru}) ${yr} года. Пробег ${carKm.ru}.`,
        ),
        L(
          `Na prodej ${name}, ${body.cs}, rok výroby ${yr}, najeto ${carKm.cs}.`,
          `${name} for sale, ${body.en}, built ${yr}, ${carKm.en} driven.`,
          `Продаётся ${name}, ${body.ru}, ${yr} год выпуска, пробег ${carKm.ru}.`,
        ),
      ]),
    );
  }

  // ---------------------------------------------------------------- technical data
  const showHp = chance(0.5);
  const techStyle = seller === "imported" ? "compact" : pick(["prose", "prose", "list"] as const);
  const techFacts: T[] = [
    L(
      `výkon ${(showHp ? powerHp : power).cs}`,
      `power ${(showHp ? powerHp : power).en}`,
      `мощность ${(showHp ? powerHp : power).ru}`,
    ),
    L(`palivo ${fuel.cs}`, `fuel ${fuel.en}`, `топливо ${fuel.ru}`),
    gearFull,
  ];
  const mentionDrive = input.drive !== "FWD" || chance(0.3);
  if (mentionDrive) techFacts.push(drive);

  // ---------------------------------------------------------------- history
  const history: Sentence[] = [];
  if (isNew) {
    history.push({
      t: importFrom
        ? L(
            `Nový vůz dovezený ${importFrom.cs}, v ČR dosud neregistrovaný.`,
            `New car imported ${importFrom.en}, not yet registered in the Czech Republic.`,
            `Новый автомобиль, привезён ${importFrom.ru}, в Чехии ещё не регистрировался.`,
          )
        : L(
            "Vůz z oficiální české distribuce.",
            "Car from the official Czech distribution.",
            "Автомобиль официальной чешской поставки.",
          ),
      prio: REQUIRED,
    });
    history.push({
      t: pick([
        L(
          "Registraci a přihlášení vozu zajistíme.",
          "We will take care of registering the car.",
          "Регистрацию автомобиля берём на себя.",
        ),
        L(
          "Budete prvním majitelem vozu.",
          "You will be the car's first owner.",
          "Вы станете первым владельцем автомобиля.",
        ),
      ]),
      prio: 40,
    });
  } else {
    if (owners === 1) {
      history.push({
        t:
          seller === "private"
            ? pick([
                L("Jsem první majitel.", "I am the first owner.", "Я первый владелец."),
                L("První majitel.", "First owner.", "Первый владелец."),
              ])
            : pick([
                L("První majitel.", "First owner.", "Первый владелец."),
                L(
                  "Vůz měl jediného majitele.",
                  "The car has had a single owner.",
                  "У автомобиля был один владелец.",
                ),
              ]),
        prio: 70,
      });
    } else if (owners > 1) {
      history.push({
        t:
          seller === "private" && owners <= 4 && chance(0.5)
            ? L(
                `Jsem ${owners}. majitel.`,
                `I am owner number ${owners}.`,
                `Я ${owners}-й владелец.`,
              )
            : L(
                `Počet majitelů: ${owners}.`,
                `Number of owners: ${owners}.`,
                `Количество владельцев: ${owners}.`,
              ),
        prio: 60,
      });
    }
    if (fromCz) {
      history.push({
        t:
          owners === 1
            ? pick([
                L(
                  "Koupeno nové v ČR.",
                  "Bought new in the Czech Republic.",
                  "Куплен новым в Чехии.",
                ),
                L(
                  "Koupeno v ČR u autorizovaného prodejce, celou dobu v ČR.",
                  "Bought in the Czech Republic from an authorised dealer, in the country ever since.",
                  "Куплен в Чехии у официального дилера, всё время эксплуатировался в Чехии.",
                ),
              ])
            : pick([
                L(
                  "Koupeno v ČR, původ ČR.",
                  "Bought in the Czech Republic, Czech origin.",
                  "Куплен в Чехии, чешского происхождения.",
                ),
                L(
                  "Vůz koupen v ČR.",
                  "Car bought in the Czech Republic.",
                  "Автомобиль куплен в Чехии.",
                ),
              ]),
        prio: REQUIRED,
      });
    } else if (importFrom) {
      history.push({
        t: pick([
          L(
            `Dovoz ${importFrom.cs}, v ČR přihlášeno.`,
            `Imported ${importFrom.en}, registered in the Czech Republic.`,
            `Пригнан ${importFrom.ru}, зарегистрирован в Чехии.`,
          ),
          L(
            `Vůz dovezen ${importFrom.cs}, v ČR již registrován, stačí přepsat.`,
            `Car imported ${importFrom.en}, already registered in the Czech Republic – just transfer the ownership.`,
            `Автомобиль привезён ${importFrom.ru}, уже зарегистрирован в Чехии – остаётся только переоформить.`,
          ),
        ]),
        prio: REQUIRED,
      });
    }
    const serviceBook = chance(damaged ? 0.5 : age > 15 ? 0.55 : 0.85);
    if (serviceBook) {
      const lastService = Math.max(0, Math.floor((mileage - rand() * 15000) / 1000) * 1000);
      const options: T[] = [
        L("Servisní knížka.", "Service book.", "Сервисная книжка."),
        L(
          "Kompletní servisní historie, servisní knížka.",
          "Full service history, service book.",
          "Полная сервисная история, сервисная книжка.",
        ),
        L(
          "Pravidelný servis v autorizovaném servisu, vedená servisní knížka.",
          "Regularly serviced at an authorised dealer, service book kept.",
          "Регулярное обслуживание у официального дилера, сервисная книжка ведётся.",
        ),
      ];
      if (mileage >= 20000) {
        options.push(
          L(
            `Servisní knížka, poslední servis při ${km(lastService).cs}.`,
            `Service book, last service at ${km(lastService).en}.`,
            `Сервисная книжка, последнее ТО на ${km(lastService).ru}.`,
          ),
        );
      }
      history.push({ t: pick(options), prio: 80 });
    }
    if (stk) {
      history.push({
        t: pick([
          L(
            `STK platná do ${stk.cs}.`,
            `MOT (STK) valid until ${stk.en}.`,
            `Техосмотр (STK) действителен до ${stk.ru}.`,
          ),
          L(
            `STK do ${stk.cs}.`,
            `STK inspection valid until ${stk.en}.`,
            `Техосмотр до ${stk.ru}.`,
          ),
        ]),
        prio: 75,
      });
    }
    if (chance(0.5)) {
      history.push({
        t: pick([
          L("Garance najetých kilometrů.", "Mileage guaranteed.", "Пробег гарантирован."),
          L(
            "Najeté kilometry lze ověřit (Cebia).",
            "The mileage can be verified (Cebia).",
            "Пробег можно проверить (Cebia).",
          ),
        ]),
        prio: 30,
      });
    }
    if (age >= 2 && kmPerYear > 25000) {
      history.push({
        t: L(
          "Najeto převážně po dálnici.",
          "Mostly motorway kilometres.",
          "Пробег преимущественно по трассе.",
        ),
        prio: 20,
      });
    } else if (age >= 3 && kmPerYear < 7000 && mileage > 0) {
      history.push({
        t: L(
          "Málo najeto, auto jezdilo hlavně o víkendech.",
          "Low mileage – used mostly at weekends.",
          "Небольшой пробег – ездили в основном по выходным.",
        ),
        prio: 20,
      });
    }
  }

  // ---------------------------------------------------------------- condition
  const condition: Sentence[] = [];
  const reserve: T[] = []; // extra sentences used only when the text is too short
  if (isNew) {
    const warranty: T =
      makeLc === "kia"
        ? L(
            "záruka výrobce 7 let nebo 150 000 km",
            "7-year / 150,000 km manufacturer warranty",
            "гарантия производителя 7 лет или 150 000 км",
          )
        : makeLc === "hyundai"
          ? L(
              "záruka výrobce 5 let bez omezení kilometrů",
              "5-year unlimited-mileage manufacturer warranty",
              "гарантия производителя 5 лет без ограничения пробега",
            )
          : L(
              `záruka výrobce ${years(2).cs}`,
              `${years(2).en} manufacturer warranty`,
              `гарантия производителя ${years(2).ru}`,
            );
    condition.push({
      t: L(
        `Nový vůz, ${warranty.cs}.`,
        `Brand-new car, ${warranty.en}.`,
        `Новый автомобиль, ${warranty.ru}.`,
      ),
      prio: REQUIRED,
    });
    if (chance(0.6)) {
      condition.push({
        t: L(
          "Možnost prodloužené záruky až na 5 let.",
          "Extended warranty of up to 5 years available.",
          "Возможно продление гарантии до 5 лет.",
        ),
        prio: 35,
      });
    }
    reserve.push(
      L(
        "Vůz je připraven k předání.",
        "The car is ready for handover.",
        "Автомобиль готов к передаче.",
      ),
      L(
        "Ke kupovanému vozu sada koberců zdarma.",
        "A set of floor mats comes free with the car.",
        "К автомобилю – комплект ковриков в подарок.",
      ),
    );
  } else if (damaged) {
    const damages: { t: T; drivable: boolean }[] = [
      {
        t: L(
          "Vůz je poškozený po nehodě – přední nárazník, kapota, pravý světlomet a chladič. Airbagy nevystřelily.",
          "The car is damaged after an accident – front bumper, bonnet, right headlight and radiator. The airbags did not deploy.",
          "Автомобиль повреждён в ДТП: передний бампер, капот, правая фара и радиатор. Подушки безопасности не сработали.",
        ),
        drivable: false,
      },
      {
        t: L(
          "Poškozené levé zadní dveře a blatník po nárazu na parkovišti, jinak je vůz v pořádku.",
          "Left rear door and wing damaged in a car-park collision; otherwise the car is fine.",
          "Повреждены левая задняя дверь и крыло после удара на парковке, в остальном машина в порядке.",
        ),
        drivable: true,
      },
      {
        t: L(
          "Poškození od krup – důlky na kapotě, střeše a víku kufru, skla jsou celá.",
          "Hail damage – dents on the bonnet, roof and boot lid; all glass is intact.",
          "Повреждения от града – вмятины на капоте, крыше и крышке багажника, все стёкла целы.",
        ),
        drivable: true,
      },
      {
        t: L(
          "Poškozená zadní náprava po nárazu do obrubníku, vůz táhne do strany.",
          "Rear axle damaged after hitting a kerb; the car pulls to one side.",
          "Повреждена задняя подвеска после удара о бордюр, машину тянет в сторону.",
        ),
        drivable: true,
      },
    ];
    if (combustion) {
      damages.push({
        t: L(
          "Závada motoru – motor klepe, pravděpodobně ložiska. Nutná oprava nebo výměna motoru.",
          "Engine fault – the engine knocks, probably the bearings. It needs repair or replacement.",
          "Неисправен двигатель – стучит, вероятно, вкладыши. Нужен ремонт или замена двигателя.",
        ),
        drivable: false,
      });
    }
    damages.push(
      input.transmission === "mt"
        ? {
            t: L(
              "Prokluzuje spojka, je nutná výměna spojky a setrvačníku.",
              "The clutch slips; the clutch and flywheel need replacing.",
              "Пробуксовывает сцепление, нужна замена сцепления и маховика.",
            ),
            drivable: true,
          }
        : {
            t: L(
              "Závada převodovky – cuká při řazení a svítí kontrolka.",
              "Gearbox fault – it jerks when shifting and the warning light is on.",
              "Неисправность коробки передач – дёргается при переключении, горит контрольная лампа.",
            ),
            drivable: true,
          },
    );
    if (age >= 10) {
      damages.push({
        t: L(
          "Koroze prahů a podběhů, před STK nutné svařování.",
          "Rust on the sills and wheel arches; welding needed before the STK inspection.",
          "Коррозия порогов и арок, перед техосмотром нужна сварка.",
        ),
        drivable: true,
      });
    }
    const damage = pick(damages);
    condition.push({ t: damage.t, prio: REQUIRED });
    condition.push({
      t: damage.drivable
        ? pick([
            L("Vůz je pojízdný.", "The car is drivable.", "Автомобиль на ходу."),
            L(
              "Pojízdné, lze odjet po vlastní ose.",
              "Drivable – you can drive it away.",
              "На ходу, можно уехать своим ходом.",
            ),
          ])
        : L(
            "Vůz je nepojízdný, nutný odtah.",
            "The car is not drivable and needs towing.",
            "Автомобиль не на ходу, нужен эвакуатор.",
          ),
      prio: 90,
    });
    condition.push({
      t: pick([
        L(
          "Cena odpovídá stavu.",
          "The price reflects the condition.",
          "Цена соответствует состоянию.",
        ),
        L(
          "Vhodné na opravu nebo na náhradní díly.",
          "Suitable for repair or for spare parts.",
          "Подойдёт для ремонта или на запчасти.",
        ),
      ]),
      prio: 85,
    });
    condition.push({
      t:
        seller === "dealer"
          ? L("Prodej bez záruky.", "Sold without warranty.", "Продажа без гарантии.")
          : L(
              "Prodávám tak, jak stojí a leží, bez záruky.",
              "Sold as seen, without warranty.",
              "Продаю как есть, без гарантии.",
            ),
      prio: 50,
    });
    reserve.push(
      L(
        "Ostatní díly vozu jsou v pořádku, interiér zachovalý.",
        "The rest of the car is fine; the interior is well kept.",
        "Остальные части автомобиля в порядке, салон в хорошем состоянии.",
      ),
      L(
        "Fotky poškození pošlu na požádání.",
        "Photos of the damage available on request.",
        "Фото повреждений вышлю по запросу.",
      ),
    );
  } else {
    const pool: T[] = [
      L(
        "Vůz je v dobrém technickém i vizuálním stavu.",
        "The car is in good technical and visual condition.",
        "Автомобиль в хорошем техническом и внешнем состоянии.",
      ),
      L("Nekuřácký vůz.", "Non-smoker car.", "Некурящий владелец."),
      L("Nehavarováno.", "Accident-free.", "Небитый, без ДТП."),
      L(
        "Interiér čistý, bez poškození.",
        "Clean interior, no damage.",
        "Салон чистый, без повреждений.",
      ),
      L("Nové letní pneumatiky.", "New summer tyres.", "Новая летняя резина."),
      L(
        "Nedávno vyměněny brzdové kotouče a destičky.",
        "Brake discs and pads recently replaced.",
        "Недавно заменены тормозные диски и колодки.",
      ),
      L(
        "Klimatizace nově naplněna.",
        "Air conditioning recently recharged.",
        "Кондиционер недавно заправлен.",
      ),
    ];
    pool.push(
      age >= 10
        ? L(
            "Drobné oděrky a vady laku odpovídající stáří vozu.",
            "Minor scratches and paint blemishes in line with the car's age.",
            "Мелкие царапины и дефекты ЛКП, соответствующие возрасту автомобиля.",
          )
        : L("Karoserie bez koroze.", "Rust-free body.", "Кузов без коррозии."),
    );
    if (combustion && input.fuel !== "hybrid") {
      pool.push(
        L(
          "Motor i převodovka bez závad, nic neteče.",
          "Engine and gearbox faultless, no leaks.",
          "Двигатель и коробка без нареканий, ничего не течёт.",
        ),
        L(
          "Olej měněn při každém servisu.",
          "Oil changed at every service.",
          "Масло менялось на каждом ТО.",
        ),
      );
    }
    if (input.fuel === "hybrid") {
      pool.push(
        L(
          "Hybridní systém bez závad, baterie v pořádku.",
          "Hybrid system faultless, battery in good order.",
          "Гибридная система без нареканий, батарея в порядке.",
        ),
      );
    }
    if (input.fuel === "electric") {
      pool.push(
        L(
          "Trakční baterie v dobrém stavu, dojezd odpovídá stáří vozu.",
          "Traction battery in good condition; the range matches the car's age.",
          "Тяговая батарея в хорошем состоянии, запас хода соответствует возрасту автомобиля.",
        ),
      );
    }
    if (combustion && input.fuel !== "hybrid" && mileage >= 120000) {
      const belt = Math.min(
        mileage,
        Math.max(60000, Math.round((mileage - rand() * 40000) / 1000) * 1000),
      );
      pool.push(
        L(
          `Rozvody měněny při ${km(belt).cs}.`,
          `Timing belt replaced at ${km(belt).en}.`,
          `Ремень ГРМ заменён на ${km(belt).ru}.`,
        ),
      );
    }
    const chosen = sample(pool, int(2, 4));
    chosen.forEach((t, i) => condition.push({ t, prio: 65 - i * 10 }));
    reserve.push(...pool.filter((t) => !chosen.includes(t)));
  }

  // ---------------------------------------------------------------- equipment
  const equipment = pickEquipment(input, { age, premium, rand, chance, int });

  // ---------------------------------------------------------------- seller
  const sellerSentences: Sentence[] = [];
  const vat = input.vatRefund
    ? seller === "private"
      ? L(
          "Vůz je vedený na firmu, možnost odpočtu DPH.",
          "The car is registered to a company; VAT can be deducted.",
          "Автомобиль оформлен на фирму, возможен вычет НДС.",
        )
      : L("Možnost odpočtu DPH.", "VAT deductible.", "Возможен вычет НДС.")
    : null;
  if (seller === "dealer") {
    const pool: T[] = [
      L(
        "Možnost financování – úvěr i leasing, i bez akontace.",
        "Financing available – loan or leasing, also with no down payment.",
        "Возможно финансирование – кредит или лизинг, в том числе без первоначального взноса.",
      ),
      L(
        "Váš stávající vůz vykoupíme nebo vezmeme na protiúčet.",
        "We will buy your current car or take it in part exchange.",
        "Выкупим ваш нынешний автомобиль или примем его в зачёт.",
      ),
      L(
        "Pojištění a přepis zajistíme na místě.",
        "We arrange insurance and the ownership transfer on site.",
        "Страховку и переоформление оформим на месте.",
      ),
      L(
        "Možnost zkušební jízdy po domluvě.",
        "Test drive by appointment.",
        "Тест-драйв по договорённости.",
      ),
    ];
    if (!isNew && !damaged) {
      const m = pick([6, 12, 24]);
      pool.push(
        L(
          `Na vůz poskytujeme záruku ${months(m).cs}.`,
          `The car comes with a ${m}-month warranty.`,
          `Предоставляем гарантию на ${months(m).ru}.`,
        ),
        L(
          "Vůz prošel vstupní kontrolou v našem servisu.",
          "The car has passed an intake inspection in our workshop.",
          "Автомобиль прошёл входную проверку в нашем сервисе.",
        ),
        L(
          "Historie vozu prověřena v systému Cebia.",
          "Vehicle history checked with Cebia.",
          "История автомобиля проверена в системе Cebia.",
        ),
      );
    }
    sample(pool, int(2, 4)).forEach((t, i) => sellerSentences.push({ t, prio: 58 - i * 8 }));
    if (vat) sellerSentences.push({ t: vat, prio: REQUIRED });
    sellerSentences.push({
      t: pick([
        L(
          "Těšíme se na Vaši návštěvu.",
          "We look forward to your visit.",
          "Будем рады вашему визиту.",
        ),
        L(
          "Vůz je k vidění v našem autosalonu, návštěvu prosím předem domluvte.",
          "The car can be seen at our showroom; please arrange your visit in advance.",
          "Автомобиль можно посмотреть в нашем автосалоне, о визите, пожалуйста, договоритесь заранее.",
        ),
      ]),
      prio: 25,
    });
  } else if (seller === "private") {
    if (!damaged) {
      sellerSentences.push({
        t: pick([
          L(
            "Prodávám z důvodu koupě nového vozu.",
            "Selling because I have bought a new car.",
            "Продаю в связи с покупкой нового автомобиля.",
          ),
          L(
            "Prodávám z důvodu koupě většího auta – rodina se rozrostla.",
            "Selling because we need a bigger car – the family has grown.",
            "Продаю, так как нужна машина побольше – семья выросла.",
          ),
          L(
            "Auto už nevyužiju, dostal jsem služební vůz.",
            "I no longer need the car since I got a company car.",
            "Машина больше не нужна – получил служебный автомобиль.",
          ),
          L(
            "Prodávám kvůli stěhování do zahraničí.",
            "Selling because I am moving abroad.",
            "Продаю в связи с переездом за границу.",
          ),
        ]),
        prio: 55,
      });
    }
    if (owners >= 1 && age >= 2) {
      const owned = owners === 1 ? age : int(1, Math.max(1, Math.min(age - 1, 8)));
      sellerSentences.push({
        t: L(
          `Auto vlastním ${years(owned).cs}.`,
          `I have owned the car for ${years(owned).en}.`,
          `Владею машиной ${years(owned).ru}.`,
        ),
        prio: 22,
      });
    }
    const pool: T[] = [
      L(
        "Možnost prohlídky v servisu dle vašeho výběru.",
        "Inspection at a garage of your choice is possible.",
        "Возможен осмотр в сервисе на ваш выбор.",
      ),
      L("Možnost zkušební jízdy.", "Test drive possible.", "Возможен тест-драйв."),
      L(
        "Nejsem překupník, auto je psané na mě.",
        "I am not a dealer; the car is registered in my name.",
        "Я не перекупщик, машина оформлена на меня.",
      ),
      L("Překupníci prosím nevolat.", "No dealers, please.", "Перекупщиков просьба не беспокоить."),
    ];
    sample(pool, int(1, 3)).forEach((t, i) => sellerSentences.push({ t, prio: 50 - i * 8 }));
    if (vat) sellerSentences.push({ t: vat, prio: REQUIRED });
    sellerSentences.push({
      t: pick([
        L(
          "Cena k jednání při prohlídce.",
          "Price negotiable at the viewing.",
          "Цена обсуждается при осмотре.",
        ),
        L(
          "Při rychlém jednání sleva.",
          "Discount for a quick deal.",
          "При быстрой сделке – скидка.",
        ),
        L(
          "Vážní zájemci, ozvěte se přes zprávu.",
          "Serious buyers, please get in touch by message.",
          "Серьёзных покупателей прошу писать в сообщения.",
        ),
      ]),
      prio: 28,
    });
  }

  // ---------------------------------------------------------------- assembly
  const blocks: Block[] = [];
  const bullet = pick(["- ", "• ", "+ "]);
  const equipmentInline = seller === "imported" || chance(0.4);
  const equipmentHeader = pick([
    L("Výbava:", "Equipment:", "Комплектация:"),
    L("Z výbavy:", "Features include:", "Из оснащения:"),
    L("Hlavní výbava:", "Main equipment:", "Основное оснащение:"),
    L("Výbava mimo jiné:", "Equipment includes:", "В комплектации, в том числе:"),
  ]);
  const equipmentBlock: Block | null =
    equipment.length > 0
      ? {
          kind: "list",
          header: equipmentHeader,
          items: equipment,
          minItems: Math.min(equipment.length, seller === "imported" ? 3 : 4),
          style: equipmentInline ? "inline" : "bullets",
          bullet,
        }
      : null;

  if (seller === "imported") {
    // Short and plain, the way classified-site ads read.
    const facts: T[] = [
      L(name, name, name),
      L(`r. v. ${yr}`, `${yr}`, `${yr} г. в.`),
      carKm,
      power,
      fuel,
      gearShort,
    ];
    if (input.drive === "AWD") facts.push(L("4x4", "4x4", "4x4"));
    const first: Sentence[] = [
      {
        t: L(`${join(facts, ", ").cs}.`, `${join(facts, ", ").en}.`, `${join(facts, ", ").ru}.`),
        prio: REQUIRED,
      },
    ];
    for (const s of history) first.push(s);
    blocks.push({ kind: "para", sentences: first });
    if (equipmentBlock) blocks.push(equipmentBlock);
    const last: Sentence[] = [...condition.slice(0, damaged || isNew ? 3 : 2)];
    if (vat) last.push({ t: vat, prio: REQUIRED });
    last.push({
      t: pick([
        L("Cena dohodou.", "Price negotiable.", "Цена договорная."),
        L("Cena k jednání.", "Price open to offers.", "Торг уместен."),
      ]),
      prio: 40,
    });
    blocks.push({ kind: "para", sentences: last });
  } else {
    const openingSentences: Sentence[] = opening.map((t) => ({ t, prio: REQUIRED }));
    if (techStyle === "list") {
      blocks.push({ kind: "para", sentences: openingSentences });
      blocks.push({
        kind: "list",
        header: pick([
          L("Technické údaje:", "Specifications:", "Технические данные:"),
          L("Základní parametry:", "Key facts:", "Основные параметры:"),
        ]),
        items: [
          L(
            `výkon: ${(showHp ? powerHp : power).cs}`,
            `power: ${(showHp ? powerHp : power).en}`,
            `мощность: ${(showHp ? powerHp : power).ru}`,
          ),
          L(`palivo: ${fuel.cs}`, `fuel: ${fuel.en}`, `топливо: ${fuel.ru}`),
          L(
            `převodovka: ${gearShort.cs}`,
            `gearbox: ${gearShort.en}`,
            `коробка передач: ${gearShort.ru}`,
          ),
          ...(mentionDrive
            ? [
                L(
                  `pohon: ${driveShort(input.drive).cs}`,
                  `drive: ${driveShort(input.drive).en}`,
                  `привод: ${driveShort(input.drive).ru}`,
                ),
              ]
            : []),
        ],
        minItems: 4,
        style: "bullets",
        bullet,
      });
    } else {
      const tech = join(techFacts, ", ");
      openingSentences.push({
        t: L(`${capitalize(tech.cs)}.`, `${capitalize(tech.en)}.`, `${capitalize(tech.ru)}.`),
        prio: REQUIRED,
      });
      blocks.push({ kind: "para", sentences: openingSentences });
    }
    const mergeHistory = chance(0.3);
    if (mergeHistory && blocks[0].kind === "para") blocks[0].sentences.push(...history);
    else if (history.length) blocks.push({ kind: "para", sentences: history });
    const conditionBlock: Block = { kind: "para", sentences: condition };
    if (equipmentBlock && chance(0.5)) blocks.push(equipmentBlock, conditionBlock);
    else blocks.push(conditionBlock, ...(equipmentBlock ? [equipmentBlock] : []));
    if (sellerSentences.length) blocks.push({ kind: "para", sentences: sellerSentences });
  }

  fitLength(blocks, reserve.map(cap));

  const cz = render(blocks, "cs");
  return {
    cz,
    en: opts.translate ? render(blocks, "en") : null,
    ru: opts.translate ? render(blocks, "ru") : null,
  };
}

/** Shortens (lists first, then the least important sentences) or pads with reserve sentences. */
function fitLength(blocks: Block[], reserve: T[]): void {
  const longest = () => Math.max(...LANGS.map((l) => render(blocks, l).length));
  const csLen = () => render(blocks, "cs").length;
  const tooLong = () => csLen() > DESCRIPTION_MAX || longest() > DESCRIPTION_MAX_HARD - 50;

  while (tooLong()) {
    const list = blocks.find(
      (b): b is Extract<Block, { kind: "list" }> =>
        b.kind === "list" && b.items.length > b.minItems,
    );
    if (list) {
      list.items.pop();
      continue;
    }
    // The least important sentence; among equals the one nearest the end.
    let block: Extract<Block, { kind: "para" }> | null = null;
    let index = -1;
    let prio = REQUIRED;
    for (const b of blocks) {
      if (b.kind !== "para") continue;
      for (let i = 0; i < b.sentences.length; i++) {
        if (b.sentences[i].prio <= prio && b.sentences[i].prio < REQUIRED) {
          block = b;
          index = i;
          prio = b.sentences[i].prio;
        }
      }
    }
    if (!block) break;
    block.sentences.splice(index, 1);
    if (block.sentences.length === 0) blocks.splice(blocks.indexOf(block), 1);
  }

  // Pad into the longest prose paragraph after the first one (or the first one).
  const paras = blocks.filter((b): b is Extract<Block, { kind: "para" }> => b.kind === "para");
  const target = paras.length > 1 ? paras[1] : paras[0];
  // In the closing paragraph the padding goes before its last sentence ("Cena dohodou.").
  const closing = target === blocks[blocks.length - 1] && target.sentences.length > 1;
  while (target && csLen() < DESCRIPTION_MIN && reserve.length) {
    const at = closing ? target.sentences.length - 1 : target.sentences.length;
    target.sentences.splice(at, 0, { t: reserve.shift()!, prio: 10 });
    if (tooLong()) {
      target.sentences.splice(at, 1);
      break;
    }
  }
}

// ------------------------------------------------------------------ equipment

interface EquipmentItem {
  t: T;
  /** Relative chance to be picked. */
  w: number;
  /** Items sharing a group exclude each other. */
  group?: string;
}

interface PickTools {
  age: number;
  premium: boolean;
  rand: () => number;
  chance: (p: number) => boolean;
  int: (min: number, max: number) => number;
}

function pickEquipment(input: DescribeAdInput, tools: PickTools): T[] {
  const { age, premium, rand, chance, int } = tools;
  const y = input.year;
  const b = input.bodyType;
  const make = input.make.trim().toLowerCase();
  const ev = input.fuel === "electric";
  const suv = b === "FIVE_DOOR_SUV" || b === "THREE_DOOR_SUV";
  const utility =
    suv ||
    b === "ESTATE_CAR" ||
    b === "PICKUP" ||
    b === "VAN" ||
    b === "MINIVAN" ||
    b === "MINIBUS";
  const commercial = b === "VAN" || b === "MINIBUS" || b === "PICKUP";

  const must: T[] = [];
  if (input.drive === "AWD") must.push(L("pohon 4x4", "four-wheel drive", "полный привод 4x4"));
  if (b === "CONVERTIBLE") {
    must.push(
      y >= 2005 && chance(0.5)
        ? L(
            "elektricky stahovací střecha",
            "electric folding roof",
            "электроприводная складная крыша",
          )
        : L("stahovací plátěná střecha", "folding soft top", "складной мягкий верх"),
    );
  }

  const items: EquipmentItem[] = [];
  const add = (ok: boolean, w: number, t: T, group?: string) => {
    if (ok) items.push({ t, w, group });
  };

  // Climate control
  add(y < 2008, 3, L("klimatizace", "air conditioning", "кондиционер"), "ac");
  add(
    y >= 2000,
    4,
    L("automatická klimatizace", "automatic climate control", "климат-контроль"),
    "ac",
  );
  add(
    y >= 2006 && !commercial,
    3,
    L(
      "dvouzónová automatická klimatizace",
      "dual-zone climate control",
      "двухзонный климат-контроль",
    ),
    "ac",
  );
  add(commercial, 2, L("klimatizace", "air conditioning", "кондиционер"), "ac");
  // Cruise control
  add(y >= 2000, 3, L("tempomat", "cruise control", "круиз-контроль"), "cruise");
  add(
    y >= 2014,
    2 + (premium ? 2 : 0),
    L("adaptivní tempomat", "adaptive cruise control", "адаптивный круиз-контроль"),
    "cruise",
  );
  // Comfort
  add(
    y >= 2000,
    3,
    L("vyhřívaná přední sedadla", "heated front seats", "подогрев передних сидений"),
  );
  add(y >= 2014, 1.5, L("vyhřívaný volant", "heated steering wheel", "подогрев руля"));
  add(
    y >= 2003,
    2,
    L("parkovací senzory vzadu", "rear parking sensors", "задние парктроники"),
    "pdc",
  );
  add(
    y >= 2007,
    2.5,
    L(
      "parkovací senzory vpředu i vzadu",
      "front and rear parking sensors",
      "передние и задние парктроники",
    ),
    "pdc",
  );
  add(
    y >= 2012,
    1.5 + (premium ? 1 : 0),
    L("parkovací kamera", "reversing camera", "камера заднего вида"),
  );
  add(y >= 2006, 2 + (premium ? 2 : 0), L("navigace", "satellite navigation", "навигация"));
  add(
    y >= 2016,
    2,
    L(
      "Apple CarPlay a Android Auto",
      "Apple CarPlay and Android Auto",
      "Apple CarPlay и Android Auto",
    ),
  );
  add(
    y >= 2007 && y < 2016,
    1.5,
    L("Bluetooth handsfree", "Bluetooth hands-free", "Bluetooth громкая связь"),
  );
  add(
    y >= 2003 && y <= 2016,
    1 + (premium ? 2 : 0),
    L("xenonové světlomety", "xenon headlights", "ксеноновые фары"),
    "lights",
  );
  add(
    y >= 2013,
    2 + (premium ? 2 : 0),
    L("LED světlomety", "LED headlights", "светодиодные фары"),
    "lights",
  );
  add(
    true,
    age > 12 ? 2 : 1,
    L("elektricky ovládaná okna", "electric windows", "электростеклоподъёмники"),
  );
  add(
    y >= 2000,
    1,
    L(
      "elektricky ovládaná a vyhřívaná zrcátka",
      "electric heated mirrors",
      "электропривод и подогрев зеркал",
    ),
  );
  add(
    true,
    age > 12 ? 2 : 0.7,
    L(
      "centrální zamykání s dálkovým ovládáním",
      "remote central locking",
      "центральный замок с пультом",
    ),
  );
  add(
    y >= 2005,
    1,
    L("dešťový a světelný senzor", "rain and light sensors", "датчики дождя и света"),
  );
  add(
    y >= 2005 && !commercial,
    1,
    L(
      "multifunkční kožený volant",
      "multifunction leather steering wheel",
      "многофункциональный кожаный руль",
    ),
  );
  add(
    y >= 2010,
    1 + (premium ? 1 : 0),
    L(
      "bezklíčové odemykání a startování",
      "keyless entry and start",
      "бесключевой доступ и запуск",
    ),
  );
  add(y >= 2015, 1, L("asistent jízdy v pruhu", "lane assist", "ассистент удержания полосы"));
  add(y >= 2015, 1, L("hlídání mrtvého úhlu", "blind-spot monitor", "контроль слепых зон"));
  add(y >= 2015 && premium, 1, L("head-up displej", "head-up display", "проекционный дисплей"));
  add(
    y >= 2017 && VAG.includes(make),
    1.5,
    L("virtuální kokpit", "digital instrument cluster", "виртуальная приборная панель"),
  );
  add(y >= 2004 && !commercial, 0.8, L("ISOFIX", "ISOFIX", "крепления ISOFIX"));
  add(y >= 2012 && !ev, 0.7, L("systém start-stop", "start-stop system", "система старт-стоп"));
  add(
    !commercial,
    premium ? 2.5 : 0.6,
    L("kožené čalounění", "leather upholstery", "кожаный салон"),
  );
  add(
    !commercial && b !== "CONVERTIBLE",
    0.5,
    L("elektrické střešní okno", "electric sunroof", "электрический люк"),
    "roof",
  );
  add(
    y >= 2008 && (suv || b === "ESTATE_CAR" || b === "FIVE_DOOR_HATCHBACK"),
    0.6 + (premium ? 0.8 : 0),
    L("panoramatická střecha", "panoramic roof", "панорамная крыша"),
    "roof",
  );
  add(
    y >= 2014 && (suv || b === "ESTATE_CAR" || b === "LIFTBACK" || b === "MINIVAN"),
    1,
    L("elektricky ovládané páté dveře", "power tailgate", "электропривод багажника"),
  );
  add(
    b === "COUPE" || b === "THREE_DOOR_HATCHBACK" || b === "CONVERTIBLE",
    1.2,
    L("sportovní sedadla", "sports seats", "спортивные сиденья"),
  );
  // Wheels and tyres
  const wheel = Math.min(
    21,
    (y < 2008 ? 15 : y < 2016 ? 16 : 17) + (suv || premium ? 1 : 0) + (rand() < 0.4 ? 1 : 0),
  );
  add(
    !commercial || b === "PICKUP",
    2,
    L(`alu kola ${wheel}"`, `${wheel}" alloy wheels`, `литые диски R${wheel}`),
  );
  add(
    true,
    1,
    L(
      "sada zimních pneumatik na discích",
      "set of winter tyres on rims",
      "комплект зимней резины на дисках",
    ),
  );
  // Body specific
  add(utility, 3.5, L("tažné zařízení", "tow bar", "фаркоп"));
  add(
    !utility && b !== "CONVERTIBLE" && b !== "COUPE",
    0.3,
    L("tažné zařízení", "tow bar", "фаркоп"),
  );
  add(b === "MINIVAN", 1.5, L("7 míst", "7 seats", "7 мест"), "seats");
  add(b === "FIVE_DOOR_SUV" && y >= 2007, 0.4, L("7 míst", "7 seats", "7 мест"), "seats");
  add(b === "MINIBUS", 3, L("9 míst", "9 seats", "9 мест"), "seats");
  add(
    b === "VAN" || b === "MINIBUS" || b === "MINIVAN",
    2,
    L("posuvné boční dveře", "sliding side door", "сдвижная боковая дверь"),
  );
  add(
    b === "VAN",
    2,
    L("přepážka za řidičem", "bulkhead behind the driver", "перегородка за водителем"),
  );
  add(b === "VAN", 1.5, L("3 místa vpředu", "3 front seats", "3 места спереди"), "seats");
  add(b === "PICKUP", 2, L("kryt korby", "load-bed cover", "крышка кузова"));
  add(
    input.fuel === "diesel" && age < 20,
    0.4,
    L("nezávislé topení Webasto", "Webasto auxiliary heater", "автономный отопитель Webasto"),
  );
  // Electric
  add(ev && y >= 2014, 3, L("rychlonabíjení CCS", "CCS fast charging", "быстрая зарядка CCS"));
  add(ev && y >= 2018, 2, L("tepelné čerpadlo", "heat pump", "тепловой насос"));
  add(ev, 2, L("nabíjecí kabel Typ 2", "Type 2 charging cable", "зарядный кабель Type 2"));
  add(
    (ev || input.fuel === "hybrid") && y >= 2013,
    1,
    L(
      "předklimatizace z aplikace",
      "pre-conditioning from the app",
      "предварительный прогрев через приложение",
    ),
  );

  // How many: more for newer and premium cars.
  let n = int(4, 8) + (premium ? 2 : 0) - (age > 15 ? 2 : age > 10 ? 1 : 0);
  n = Math.max(3, Math.min(n, 12)) - must.length;

  const chosen: T[] = [...must];
  const usedGroups = new Set<string>();
  const seen = new Set(must.map((t) => t.cs));
  const pool = items.slice();
  while (n > 0 && pool.length) {
    const total = pool.reduce((s, i) => s + i.w, 0);
    let r = rand() * total;
    let idx = 0;
    for (; idx < pool.length - 1; idx++) {
      r -= pool[idx].w;
      if (r < 0) break;
    }
    const [item] = pool.splice(idx, 1);
    if (item.group && usedGroups.has(item.group)) continue;
    if (seen.has(item.t.cs)) continue;
    if (item.group) usedGroups.add(item.group);
    seen.add(item.t.cs);
    chosen.push(item.t);
    n--;
  }
  return chosen;
}
