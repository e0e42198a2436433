import { hasLink } from "./links";

describe("hasLink", () => {
  it.each([
    "Fotky: https://example.com/auto",
    "viz www.auto-foto.cz",
    "napište na whatsapp.com/+420",
    "platba přes bezpecna-platba.eu/pay",
    "HTTP://EXAMPLE.ORG",
  ])("finds a link in %p", (body) => expect(hasLink(body)).toBe(true));

  it.each([
    "Je vůz stále k dispozici?",
    "Cena 289.000 Kč, STK do 05.2027",
    "Mohu přijet v 10.30?",
    "Motor 2.0 TDI, 110 kW",
    "Konec věty.Další věta",
  ])("finds none in %p", (body) => expect(hasLink(body)).toBe(false));
});
