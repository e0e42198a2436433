import { scanText, warningCategories, type WarningCategory } from "./warnings";

// The scam shield's patterns: real-looking scam lines in cs/en/ru/de must warn with their
// category, and ordinary ad and message lines must not warn at all.

const hits: [string, WarningCategory[]][] = [
  // deposit
  ["Pošlete mi zálohu 10 000 Kč a auto vám podržím.", ["deposit"]],
  ["Před prohlídkou je nutné uhradit zálohu na účet.", ["deposit"]],
  ["Při záloze 5 000 Kč převedené předem vůz podržím.", ["deposit"]],
  ["Auto rezervuji jen po zaslání zálohy 5000 Kč.", ["deposit"]],
  ["ZALOHU POSLETE NA UCET PRED PROHLIDKOU", ["deposit"]],
  ["Please send a deposit of 500 EUR before the viewing.", ["deposit"]],
  ["An advance payment secures the car for you.", ["deposit"]],
  ["Нужна предоплата 20%, иначе машину продам другому.", ["deposit"]],
  ["Переведите задаток до осмотра, пожалуйста.", ["deposit"]],
  ["Eine Anzahlung von 1000 Euro ist erforderlich.", ["deposit"]],
  // abroad
  ["Vůz je momentálně v Německu, kde pracuji.", ["abroad"]],
  ["Auto se nachází v zahraničí, prohlídka není možná.", ["abroad"]],
  ["Jsem teď v Anglii na služební cestě.", ["abroad"]],
  ["The car is currently in Germany with my brother.", ["abroad"]],
  ["I am abroad on a military mission.", ["abroad"]],
  ["Машина сейчас находится в Германии.", ["abroad"]],
  ["Das Auto steht derzeit in Spanien.", ["abroad"]],
  // escrow
  ["Platba proběhne přes bezpečnou platbu společnosti AutoSafe.", ["escrow"]],
  ["Peníze budou v úschově přepravní společnosti.", ["escrow"]],
  ["We will use an escrow service for your protection.", ["escrow"]],
  ["Оплата через безопасную сделку на сайте.", ["escrow"]],
  ["Die Zahlung läuft über einen Treuhandservice.", ["escrow"]],
  // courier
  ["Přepravní společnost vám auto doveze až domů.", ["courier"]],
  ["Můj agent si auto vyzvedne, až zaplatím.", ["courier"]],
  ["A shipping company will deliver the car to your address.", ["courier"]],
  ["Курьер заберет машину после оплаты.", ["courier"]],
  ["Eine Spedition wird das Fahrzeug abholen.", ["courier"]],
  // messenger
  ["Napište mi prosím na WhatsApp +420 777 123 456.", ["messenger"]],
  ["Komunikuji pouze přes Telegram.", ["messenger"]],
  ["Contact me on WhatsApp only.", ["messenger"]],
  ["Пишите в Вайбер, здесь не отвечаю.", ["messenger"]],
  ["Bitte schreiben Sie mir auf WhatsApp.", ["messenger"]],
  ["Více na wa.me/420777123456", ["messenger"]],
  ["Telegram: @prodejce_aut", ["messenger"]],
  // foreign account
  ["Peníze pošlete na IBAN DE89 3704 0044 0532 0130 00.", ["foreign_account"]],
  ["Platbu prosím na můj německý účet.", ["foreign_account"]],
  ["Pay to my UK bank account, details below.", ["foreign_account"]],
  ["Переведите на иностранный счет.", ["foreign_account"]],
  // gift cards
  ["Zaplaťte kupony Paysafecard a pošlete mi kódy.", ["gift_card"]],
  ["You can pay with a gift card, send me the code.", ["gift_card"]],
  ["Оплата подарочной картой, пришлите код.", ["gift_card"]],
  // overpayment
  ["Pošlu víc, vraťte mi rozdíl.", ["overpayment"]],
  ["Omylem jsem vám přeplatil, vraťte prosím 20 000 Kč.", ["overpayment"]],
  ["I will send more than the price, please refund the difference.", ["overpayment"]],
  ["Я переведу больше, верните разницу.", ["overpayment"]],
  ["Ich überweise mehr, bitte senden Sie die Differenz zurück.", ["overpayment"]],
  // several in one text
  [
    "Vůz je v Německu. Zálohu 20 000 Kč pošlete předem, doveze ho přepravní společnost.",
    ["deposit", "abroad", "courier"],
  ],
];

const nearMisses = [
  "Záloha na pneumatiky je v ceně.",
  "Servisní záloha dat z řídicí jednotky.",
  "Vůz dovezen z Německa v roce 2019, u nás servisován.",
  "Platba převodem i v hotovosti.",
  "WhatsApp mě nepoužívám, volejte.",
  "Zálohu nechci, zaplatíte až při převzetí.",
  "Žádnou zálohu předem nepožaduji.",
  "Auto je v perfektním stavu, servis v autorizovaném servisu.",
  "Vůz je ve výborném stavu, původem z Rakouska.",
  "Prodám Suzuki Swift 1.2, první majitel.",
  "Rozdíl oproti novému vozu je víc než 200 tisíc.",
  "Přeplatek na pojištění vám vrátí pojišťovna.",
  "The car is in excellent condition and imported from Germany.",
  "No deposit needed, pay when you collect it.",
  "Машина в отличном состоянии, пригнана из Германии.",
  "Das Auto ist in einem guten Zustand.",
  "Prohlídka možná v Brně, volejte po 17. hodině.",
  "Najeto 150 000 km, STK do 2027, dvě sady kol.",
  "Je vůz stále k dispozici? Mohu si ho prohlédnout?",
  "I am happy to return your call later.",
];

describe("scanText", () => {
  it.each(hits)("warns on %p", (text, categories) => {
    expect(scanText(text).map((w) => w.category)).toEqual(categories);
  });

  it.each(nearMisses)("does not warn on %p", (text) => {
    expect(scanText(text)).toEqual([]);
  });

  it("quotes the original sentence that matched", () => {
    const [warning] = scanText("Krásné auto. Zálohu pošlete předem na účet! Děkuji.");
    expect(warning).toEqual({
      category: "deposit",
      audiences: ["buyer"],
      excerpt: "Zálohu pošlete předem na účet!",
    });
  });

  it("keeps only the categories that warn the given side", () => {
    const text = "Pošlu víc, vraťte mi rozdíl. Zálohu pošlete předem. Napište na WhatsApp.";
    expect(warningCategories(text, "seller")).toEqual(["messenger", "overpayment"]);
    expect(warningCategories(text, "buyer")).toEqual(["deposit", "messenger"]);
  });
});
