// Name pools for demo sellers (Czech first names and surnames, dealer name patterns).
import { pick, type Rng } from "./random";

const MEN = [
  "Jan",
  "Petr",
  "Josef",
  "Pavel",
  "Martin",
  "Tomáš",
  "Jaroslav",
  "Miroslav",
  "Zdeněk",
  "Václav",
  "Michal",
  "František",
  "Jiří",
  "Lukáš",
  "Jakub",
  "David",
  "Ondřej",
  "Roman",
  "Karel",
  "Milan",
];
const WOMEN = [
  "Jana",
  "Marie",
  "Eva",
  "Hana",
  "Anna",
  "Lenka",
  "Kateřina",
  "Lucie",
  "Věra",
  "Alena",
  "Petra",
  "Veronika",
  "Martina",
  "Jitka",
  "Tereza",
  "Michaela",
];
const SURNAMES_M = [
  "Novák",
  "Svoboda",
  "Novotný",
  "Dvořák",
  "Černý",
  "Procházka",
  "Kučera",
  "Veselý",
  "Horák",
  "Němec",
  "Pokorný",
  "Marek",
  "Pospíšil",
  "Hájek",
  "Jelínek",
  "Král",
  "Růžička",
  "Beneš",
  "Fiala",
  "Sedláček",
  "Doležal",
  "Zeman",
  "Kolář",
  "Navrátil",
  "Čermák",
];
const SURNAMES_F = [
  "Nováková",
  "Svobodová",
  "Novotná",
  "Dvořáková",
  "Černá",
  "Procházková",
  "Kučerová",
  "Veselá",
  "Horáková",
  "Němcová",
  "Pokorná",
  "Marková",
  "Pospíšilová",
  "Hájková",
  "Jelínková",
  "Králová",
];
const DEALER_PREFIX = [
  "AutoCentrum",
  "Auto",
  "Car Point",
  "AutoPark",
  "Motor",
  "Auto Plus",
  "AutoExpert",
  "Autosalon",
  "Vozy",
  "AAA Auto Partner",
  "Car Gallery",
  "AutoMax",
];
const DEALER_SUFFIX = ["s.r.o.", "a.s.", "s.r.o.", "spol. s r.o."];

export function personName(rng: Rng) {
  const female = rng() < 0.3;
  const first = pick(rng, female ? WOMEN : MEN);
  const last = pick(rng, female ? SURNAMES_F : SURNAMES_M);
  return { full: `${first} ${last}`, display: `${first} ${last[0]}.` };
}

export function dealerName(rng: Rng, town: string) {
  return `${pick(rng, DEALER_PREFIX)} ${town} ${pick(rng, DEALER_SUFFIX)}`;
}

/** A Czech mobile number in E.164 (+420 6xx/7xx …). */
export function czechMobile(rng: Rng) {
  const first = pick(rng, ["60", "72", "73", "77", "60", "70", "79"]);
  let rest = "";
  while (rest.length < 7) rest += Math.floor(rng() * 10);
  return `+420${first}${rest}`;
}
