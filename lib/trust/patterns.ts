// The scam shield's warning patterns (issue 31, "Scam shield"): what fraudsters write in car
// sales, in Czech, English, Russian and German, as data. The matcher that reads them is
// warnings.ts (scanText); this file is only what it looks for.
//
// How a rule matches: the text is normalised (lower case, diacritics removed, so "zálohu" and
// "zalohu" are one) and cut into sentences; a rule hits a sentence when every one of its `all`
// patterns is found in it and none of its `none` patterns is. Patterns are written with their
// diacritics (they are normalised the same way) and match from the start of a word, so a stem
// covers the inflected forms (záloh… = záloha, zálohu, zálohy; zálo[hz] adds záloze). A hit never
// blocks anything: it only shows a warning, so a rule prefers to miss over a false alarm — a
// word alone ("záloha", "WhatsApp", "Německo") is never enough, it needs the scam's context
// (paying before a viewing, the car being abroad now, moving the talk off the platform).
//
// Maintaining: add a rule to its category below and a row to warnings.test.ts (a hit, and the
// near-miss that must stay silent). A new category also needs its texts in the "safety" messages
// (components/trust/message-warnings.tsx maps each category to its keys).

/** The warning categories, in the order a reader sees them. */
export const WARNING_CATEGORIES = [
  "deposit",
  "abroad",
  "escrow",
  "courier",
  "messenger",
  "foreign_account",
  "gift_card",
  "overpayment",
] as const;
export type WarningCategory = (typeof WARNING_CATEGORIES)[number];

/**
 * Whom a category warns: the buyer (about a seller: a deposit, a car abroad) or the seller (about
 * a fake buyer: overpaying, a courier or "agent" collecting the car, an escrow service).
 */
export type Audience = "buyer" | "seller";

export const CATEGORY_AUDIENCES: Record<WarningCategory, readonly Audience[]> = {
  deposit: ["buyer"],
  abroad: ["buyer"],
  escrow: ["buyer", "seller"],
  courier: ["buyer", "seller"],
  messenger: ["buyer", "seller"],
  foreign_account: ["buyer"],
  gift_card: ["buyer", "seller"],
  overpayment: ["seller"],
};

export interface Rule {
  category: WarningCategory;
  /** every one must be found in the sentence */
  all: RegExp[];
  /** none may be found in it */
  none?: RegExp[];
}

const MARKS = /[\u0300-\u036f]/g;
/** Lower case without diacritics: "Zálohu" → "zalohu", "Ёлка" → "елка", "й" → "и". */
export const normalise = (s: string) => s.normalize("NFD").replace(MARKS, "").toLowerCase();

/** A pattern's source written with diacritics, as they are matched (not lower-cased: \\p{L}). */
const plain = (source: string) => source.normalize("NFD").replace(MARKS, "");
/** A pattern starting at a word's start (letters of any script: \b knows ASCII only). */
const w = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${plain(source)})`, "u");
/** One pattern of several alternatives, each from a word's start. */
const any = (...alternatives: string[]) => w(alternatives.join("|"));

// Words shared by several rules.
const PAY = any(
  "pošl",
  "posl",
  "zaplat",
  "uhrad",
  "převe",
  "převod",
  "slož",
  "zasl",
  "platb",
  "poukáž",
  "send",
  "pay",
  "transfer",
  "wire",
  "перевед",
  "перевод",
  "отправ",
  "оплат",
  "заплат",
  "внес",
  "скин",
  "überweis",
  "zahl",
  "senden",
  "schick",
);
const BEFORE_VIEWING = any(
  "předem",
  "před prohlídk",
  "před osobní",
  "před převzetím",
  "k rezervac",
  "rezervac",
  "zarezerv",
  "in advance",
  "upfront",
  "up front",
  "before (the )?(viewing|inspection|seeing|delivery|shipping)",
  "to (reserve|hold)",
  "reserv",
  "заранее",
  "до осмотр",
  "для брон",
  "заброн",
  "im voraus",
  "vorab",
  "vor der (besichtigung|übergabe|lieferung)",
  "reservier",
);
/** Someone says they do not do it: "zálohu nechci", "no deposit", "не нужна". */
const REFUSAL = any(
  "nechci",
  "nežádám",
  "nepožaduj",
  "nevyžaduj",
  "nikdy",
  "neplaťte",
  "neposílejte",
  "nepoužív",
  "nemám",
  "neplat",
  "bez zálohy",
  "žádnou zálohu",
  "žádná záloha",
  "není (potřeba|nutn)",
  "no deposit",
  "never",
  "don['’]?t",
  "do not",
  "not (needed|required|necessary)",
  "без предоплат",
  "без залог",
  "не (нужн|треб|бер|пользу|прош)",
  "никогда",
  "keine",
  "kein",
  "nicht",
  "ohne",
  "nie",
);
const CAR = any(
  "vůz",
  "vozidlo",
  "auto",
  "automobil",
  "car",
  "vehicle",
  "машин",
  "автомобил",
  "авто",
  "wagen",
  "fahrzeug",
);
/** Where a car "is now" when it is abroad (after "v", "in", "в", "за", "im"). */
const ABROAD_PLACES = `(?:${[
  "zahranič",
  "německ",
  "rakousk",
  "itáli",
  "angli",
  "británi",
  "holandsk",
  "nizozemsk",
  "španělsk",
  "belgi",
  "franci",
  "polsk",
  "norsk",
  "švédsk",
  "dánsk",
  "skotsk",
  "irsk",
  "abroad",
  "germany",
  "austria",
  "italy",
  "england",
  "the uk",
  "britain",
  "spain",
  "belgium",
  "france",
  "netherlands",
  "holland",
  "norway",
  "sweden",
  "scotland",
  "ireland",
  "границ",
  "рубеж",
  "германи",
  "австри",
  "итали",
  "англи",
  "испани",
  "франци",
  "польш",
  "европ",
  "ausland",
  "deutschland",
  "österreich",
  "italien",
  "england",
  "spanien",
  "frankreich",
  "holland",
  "niederland",
].join("|")})`;
/** Giving money back: "vraťte", "send back", "верните", "zurück". */
const RETURN = any(
  "vrať",
  "vrát",
  "pošlete (mi )?(zpět|zpátky)",
  "refund",
  "return",
  "send (it )?back",
  "give back",
  "верн",
  "возврат",
  "zurück",
  "erstatt",
);
const MESSENGER = any(
  "whats ?app",
  "wa\\.me",
  "telegram",
  "viber",
  "ватсап",
  "вотсап",
  "вацап",
  "телеграм",
  "вайбер",
);

export const RULES: Rule[] = [
  // -------------------------------------------------------------- deposit (to the buyer)
  // a deposit or advance payment with a payment or "before viewing" context
  {
    category: "deposit",
    all: [
      any("zálo[hz]", "deposit", "down payment", "предоплат", "задат", "аванс", "залог", "kaution"),
      PAY,
    ],
    none: [
      any("pneumatik", "servisn", "kol", "disk", "bateri", "vratn", "refundable", "pfand"),
      REFUSAL,
    ],
  },
  {
    category: "deposit",
    all: [any("zálo[hz]", "deposit", "задат", "аванс", "залог", "kaution"), BEFORE_VIEWING],
    none: [REFUSAL],
  },
  // advance payment by its own names
  {
    category: "deposit",
    all: [
      any(
        "advance payment",
        "pay(ment)? upfront",
        "предоплат",
        "anzahlung",
        "vorauszahlung",
        "vorkasse",
      ),
    ],
    none: [REFUSAL],
  },
  // paying (sending money) before the viewing
  {
    category: "deposit",
    all: [
      any(
        "zaplat",
        "platb",
        "peníz",
        "peněz",
        "pošlet",
        "pošli",
        "posl",
        "převeďte",
        "uhraďte",
        "pay",
        "money",
        "send",
        "оплат",
        "деньги",
        "перевед",
        "zahl",
        "geld",
      ),
      any(
        "předem",
        "před prohlídk",
        "ještě před",
        "in advance",
        "upfront",
        "up front",
        "before (the )?(viewing|inspection|you see)",
        "заранее",
        "до осмотр",
        "im voraus",
        "vorab",
        "vor der besichtigung",
      ),
    ],
    none: [REFUSAL],
  },

  // -------------------------------------------------------------- abroad (to the buyer)
  // the car is abroad now (not: imported from abroad, which is history)
  {
    category: "abroad",
    all: [
      CAR,
      any(
        `(je|jsou|stojí|parkuje|nachází se|se nachází|zůstal[oa]?|momentálně|aktuálně|právě|teď|nyní)( \\p{L}+){0,3} (v|ve) ${ABROAD_PLACES}`,
        `(is|stays|sits|currently|still|located|parked|now)( \\p{L}+){0,3} (in ${ABROAD_PLACES}|abroad|overseas)`,
        `(находится|стоит|сейчас)( \\p{L}+){0,2} (в|за) ${ABROAD_PLACES}`,
        `(steht|ist|befindet sich|derzeit|momentan|aktuell)( \\p{L}+){0,3} (in|im) ${ABROAD_PLACES}`,
      ),
    ],
    none: [any("dovez", "dovoz", "původem", "imported", "пригнан", "ввезен", "importiert")],
  },
  // the seller is abroad (at work, on a mission) and cannot show the car
  {
    category: "abroad",
    all: [
      any(
        `(jsem|pracuji|pracuju|bydlím|žiju|žiji|odjel jsem|odjela jsem|odstěhoval jsem se)( \\p{L}+){0,2} (v|ve|do) ${ABROAD_PLACES}`,
        `(i am|i'm|i work|i live|i moved|i have moved)( \\p{L}+){0,2} (in|to) ${ABROAD_PLACES}`,
        `(i am|i'm|i work|i live) (now |currently )?(abroad|overseas)`,
        `я (сейчас |работаю |живу )?(в|за) ${ABROAD_PLACES}`,
        `ich (bin|arbeite|wohne|lebe)( \\p{L}+){0,2} (in|im) ${ABROAD_PLACES}`,
      ),
    ],
  },

  // -------------------------------------------------------------- escrow (to both sides)
  {
    category: "escrow",
    all: [
      any(
        "bezpečn[\\p{L}]* platb",
        "bezpečn[\\p{L}]* transakc",
        "escrow",
        "platební ochran",
        "ochran[\\p{L}]* (kupujícího|platby|plateb)",
        "svěřensk[\\p{L}]* účet",
        "safe payment",
        "secure payment",
        "payment protection",
        "buyer protection",
        "безопасн[\\p{L}]* (сделк|оплат|платеж)",
        "гарант[\\p{L}]* сделк",
        "эскроу",
        "treuhand",
        "sichere zahlung",
        "käuferschutz",
        "zahlungsschutz",
      ),
    ],
  },
  {
    category: "escrow",
    all: [
      any("úschov"),
      any("služb", "společnost", "dopravc", "kurýr", "peníz", "peněz", "platb", "přes"),
    ],
    none: [any("advokát", "notář")],
  },

  // -------------------------------------------------------------- courier (to both sides)
  {
    category: "courier",
    all: [
      any(
        "přepravní (společnost|služb|firm)",
        "kurýr",
        "spedi[ct]",
        "dopravce",
        "shipping (company|agent|service)",
        "transport company",
        "delivery company",
        "courier",
        "freight",
        "курьер",
        "транспортн[\\p{L}]* компани",
        "перевозчик",
        "служб[\\p{L}]* доставк",
        "kurier",
        "transportfirma",
        "transportunternehmen",
        "versandfirma",
        "spedition",
      ),
      any(
        "vůz",
        "vozidl",
        "auto",
        "doruč",
        "doveze",
        "přiveze",
        "odveze",
        "vyzvedn",
        "převezm",
        "převoz",
        "pošl",
        "zaplat",
        "car",
        "vehicle",
        "deliver",
        "collect",
        "pick",
        "ship",
        "pay",
        "машин",
        "авто",
        "достав",
        "забер",
        "привез",
        "оплат",
        "wagen",
        "fahrzeug",
        "liefer",
        "abhol",
        "bring",
        "zahl",
      ),
    ],
    none: [REFUSAL],
  },
  // "my agent / driver will collect the car", "the car will be delivered to your home"
  {
    category: "courier",
    all: [
      any(
        "(můj|náš) (agent|řidič|zástupce|přepravce)",
        "my (agent|driver|representative|shipper)",
        "мой (агент|водитель|представитель)",
        "mein (agent|fahrer|vertreter)",
      ),
      any("vyzvedn", "převezm", "odveze", "přijede", "collect", "pick", "забер", "приед", "abhol"),
    ],
  },
  {
    category: "courier",
    all: [
      any(
        "(doveze|přiveze|doručí|dopravím|pošlu) (vám )?(vůz|auto|vozidlo)",
        "(vůz|auto|vozidlo) (vám )?(doveze|přiveze|doručí|pošlu)",
        "(ship|deliver) (the |your )?(car|vehicle)",
        "(car|vehicle) (will be|can be) (shipped|delivered)",
        "(доставим|пригоним|привезем|отправим) (вам )?(машин|авто)",
        "(liefern|schicken) (ihnen )?(das|den) (auto|wagen|fahrzeug)",
      ),
      any(
        "dom",
        "adres",
        "zaplat",
        "platb",
        "home",
        "door",
        "address",
        "pay",
        "дом",
        "адрес",
        "оплат",
        "haus",
        "adresse",
        "zahl",
      ),
    ],
    none: [REFUSAL],
  },

  // -------------------------------------------------------------- messenger (to both sides)
  // moving the talk to WhatsApp / Telegram / Viber: with a request, "only", or a number
  {
    category: "messenger",
    all: [
      MESSENGER,
      any(
        "napiš",
        "pište",
        "piš",
        "kontakt",
        "ozv",
        "komunik",
        "přidej",
        "pošl",
        "jen",
        "pouze",
        "číslo",
        "write",
        "text",
        "contact",
        "message",
        "reach",
        "add",
        "only",
        "number",
        "chat",
        "напиш",
        "пиш",
        "свяж",
        "связ",
        "добав",
        "только",
        "номер",
        "schreib",
        "kontakt",
        "melde",
        "nur",
        "nummer",
        "\\+?\\d[\\d ]{7,}",
        // a handle: "Telegram: @prodejce"
        "@[a-z0-9_]{3,}",
      ),
    ],
    none: [REFUSAL],
  },
  { category: "messenger", all: [any("wa\\.me/", "t\\.me/")] },

  // -------------------------------------------------------------- foreign account (to the buyer)
  {
    category: "foreign_account",
    all: [
      any(
        "iban",
        "swift[ -]?(kód|code|код|bic)",
        "bic",
        "western union",
        "moneygram",
        "(zahraniční|německ[\\p{L}]*|rakousk[\\p{L}]*|anglick[\\p{L}]*|britsk[\\p{L}]*|slovensk[\\p{L}]*) (bankovní )?účet",
        "účet (v|ve) (zahraničí|německu|rakousku|anglii|británii|španělsku)",
        "(foreign|overseas|german|uk|british|spanish) (bank )?account",
        "(иностранн|зарубежн)[\\p{L}]* (банковск[\\p{L}]* )?(сч[её]т|карт)",
        "(ausländisch|auslands)[\\p{L}]*konto",
        "(ausländisch)[\\p{L}]* konto",
        "(?!cz)[a-z]{2}\\d{2}( ?[a-z0-9]{4}){3,7}",
      ),
    ],
  },

  // -------------------------------------------------------------- gift cards (to both sides)
  {
    category: "gift_card",
    all: [
      any("paysafe", "neosurf", "itunes", "google play (kart|card|карт)", "steam (kart|card|карт)"),
    ],
  },
  {
    category: "gift_card",
    all: [
      any(
        "dárkov[\\p{L}]* (kart|poukaz|kupon)",
        "gift ?card",
        "подарочн[\\p{L}]* карт",
        "geschenkkarte",
        "gutscheinkarte",
        "amazon (karte|card|kart)",
      ),
      any(
        "zaplat",
        "platb",
        "kód",
        "pošl",
        "kup",
        "pay",
        "code",
        "send",
        "buy",
        "оплат",
        "код",
        "пришл",
        "куп",
        "zahl",
        "code",
        "schick",
        "kauf",
      ),
    ],
  },

  // -------------------------------------------------------------- overpayment (to the seller)
  // "I paid too much, refund the rest": an overpayment with a refund or the difference
  {
    category: "overpayment",
    all: [any("přeplat", "overpa", "переплат", "überzahl", "zu viel (bezahlt|überwiesen)"), RETURN],
    none: [any("pojišť", "pojistn", "insurance", "страхов", "versicherung")],
  },
  // "I will send more, you return the difference"
  {
    category: "overpayment",
    all: [
      any(
        "víc",
        "více",
        "vyšší částk",
        "větší částk",
        "more",
        "extra",
        "higher",
        "larger",
        "больше",
        "лишн",
        "mehr",
        "höher",
      ),
      any("rozdíl", "zbytek", "difference", "the rest", "разниц", "остаток", "differenz", "rest"),
      RETURN,
    ],
  },
];
