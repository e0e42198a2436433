/** @jest-environment node */
// The seller page's ad count in every language (seed 001 §2.5): Czech 1 nabídka, 2–4 nabídky,
// otherwise nabídek; Russian and English by their own plural rules.
import { createTranslator } from "next-intl";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

const offers = (locale: "cs" | "en" | "ru", messages: typeof cs) => {
  const t = createTranslator({ locale, messages, namespace: "sellerProfile" });
  return (count: number) => t("offers", { count });
};

test("Czech: 1 nabídka, 2–4 nabídky, otherwise nabídek", () => {
  const t = offers("cs", cs);
  expect([1, 2, 4, 5, 0, 21, 22].map(t)).toEqual([
    "1 nabídka",
    "2 nabídky",
    "4 nabídky",
    "5 nabídek",
    "0 nabídek",
    "21 nabídek",
    "22 nabídek",
  ]);
});

test("Russian: one, few and many forms", () => {
  const t = offers("ru", ru as typeof cs);
  expect([1, 2, 5, 21, 12, 0].map(t)).toEqual([
    "1 предложение",
    "2 предложения",
    "5 предложений",
    "21 предложение",
    "12 предложений",
    "0 предложений",
  ]);
});

test("English: one and other", () => {
  const t = offers("en", en as typeof cs);
  expect([1, 2, 0].map(t)).toEqual(["1 offer", "2 offers", "0 offers"]);
});

test("the page title carries the name and the counted offers", () => {
  const t = createTranslator({ locale: "cs", messages: cs, namespace: "sellerProfile" });
  expect(t("title", { name: "Autocentrum Brno", offers: t("offers", { count: 3 }) })).toBe(
    "Autocentrum Brno – 3 nabídky",
  );
  expect(t("titlePaged", { name: "Jan", offers: t("offers", { count: 25 }), page: 2 })).toBe(
    "Jan – 25 nabídek, strana 2",
  );
});
