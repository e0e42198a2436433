/** @jest-environment node */
import { isSkippedLine, parseFeedLine } from "./feed";

const good = {
  id: "b-1",
  url: "https://auto.bazos.cz/inzerat/1/",
  title: "Škoda Octavia 2.0 TDI",
  make: "skoda",
  model: "octavia",
  year: 2018,
  price: 289000,
  fuel: "Diesel",
  transmission: "MT",
  body: "estate car",
  drive: "4wd",
  condition: "USED",
  vin: "tmbjj7ne0j0123456",
  description: "Servisní knížka.",
  photos: ["https://img.example/1.jpg", "https://img.example/1.jpg", "http://img.example/2.jpg"],
  seller: { id: "s1", name: "Jan", location: "Brno" },
  listed_at: "2026-11-02T08:30:00+01:00",
};
const line = (overrides: Record<string, unknown> = {}) => JSON.stringify({ ...good, ...overrides });
const reasonOf = (text: string) => {
  const r = parseFeedLine(text);
  if (r.ok) throw new Error("expected a rejection");
  return r.reason;
};

describe("parseFeedLine", () => {
  it("accepts a full line and writes its values the way ads store them", () => {
    const r = parseFeedLine(line());
    if (!r.ok) throw new Error(r.reason);
    expect(r.ad).toMatchObject({
      fuel: "diesel",
      transmission: "mt",
      body: "ESTATE_CAR",
      drive: "AWD",
      condition: "used",
      vin: "TMBJJ7NE0J0123456",
      description_lang: "cs",
      photos: ["https://img.example/1.jpg", "http://img.example/2.jpg"],
    });
    expect(r.ad.listed_at?.toISOString()).toBe("2026-11-02T07:30:00.000Z");
  });

  it("accepts a minimal line: id, link, title, make, model, year, price", () => {
    const { id, url, title, make, model, year, price } = good;
    expect(parseFeedLine(JSON.stringify({ id, url, title, make, model, year, price })).ok).toBe(
      true,
    );
  });

  it("names the field and the problem of a bad line", () => {
    expect(reasonOf(line({ price: "dohodou" }))).toBe("price: must be a number");
    expect(reasonOf(line({ price: 5 }))).toBe("price: must be at least 1000");
    expect(reasonOf(line({ title: undefined }))).toBe("title: is required");
    expect(reasonOf(line({ url: "javascript:alert(1)" }))).toBe("url: must be an http(s) URL");
    expect(reasonOf(line({ photos: ["file:///etc/passwd"] }))).toBe(
      "photos.0: must be an http(s) URL",
    );
    expect(reasonOf(line({ year: 1920 }))).toBe("year: must be at least 1960");
    expect(reasonOf(line({ vin: "TMBJJ7NE0J012345O" }))).toMatch(/^vin: must be a 17-character/);
    expect(reasonOf(line({ fuel: "steam" }))).toMatch(/^fuel: must be one of petrol, diesel/);
    expect(reasonOf(line({ description_lang: "de" }))).toBe(
      "description_lang: must be cs, en or ru",
    );
    expect(reasonOf("{not json")).toBe("not valid JSON");
    expect(reasonOf("[1, 2]")).toBe("not a JSON object");
  });

  it("refuses contact details of the ad or its seller", () => {
    expect(reasonOf(line({ phone: "+420 777 123 456" }))).toMatch(
      /^contact details are not accepted \(phone\)/,
    );
    expect(reasonOf(line({ seller: { ...good.seller, email: "jan@example.cz" } }))).toMatch(
      /\(seller\.email\)/,
    );
  });

  it("cuts a description longer than the site shows at a space", () => {
    const r = parseFeedLine(line({ description: "slovo ".repeat(600) }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.ad.description!.length).toBeLessThanOrEqual(2000);
    expect(r.ad.description).toMatch(/slovo…$/);
  });
});

it("skips blank lines and comments", () => {
  expect(isSkippedLine("   ")).toBe(true);
  expect(isSkippedLine("# exported 2026-11-02")).toBe(true);
  expect(isSkippedLine(line())).toBe(false);
});
