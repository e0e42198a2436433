import { csvFeedLines, csvRowObject, parseCsv } from "./csv";
import { parseFeedLine } from "./feed";

// A dealer's CSV feed (issue 32): RFC 4180 cells, then each row as the JSON Lines object.

describe("parseCsv", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, CRLF, and drops a BOM", () => {
    const { records } = parseCsv(
      '\ufeffid,title,description\r\n1,"Octavia, combi","Řekl ""top"" stav\r\ndruhý řádek"\r\n\r\n2,Fabia,\r\n',
    );
    expect(records).toEqual([
      { line: 1, cells: ["id", "title", "description"] },
      { line: 2, cells: ["1", "Octavia, combi", 'Řekl "top" stav\r\ndruhý řádek'] },
      { line: 5, cells: ["2", "Fabia", ""] },
    ]);
  });

  it("reads a last line without a line break, and says where a quote is left open", () => {
    expect(parseCsv("a,b\n1,2").records).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
    ]);
    expect(parseCsv('a,b\n1,"open\n2,3\n').unclosedAt).toBe(2);
  });
});

describe("csvRowObject", () => {
  const header = ["id", "price", "vat_refund", "photos", "equipment", "seller.name", "title"];
  it("types the cells as the JSONL keys take them: numbers, yes/no, lists, nested seller", () => {
    expect(
      csvRowObject(header, [
        "x1",
        "250 000",
        "ano",
        "https://a.example/1.jpg | https://a.example/2.jpg",
        "abs, esp",
        "Autobazar Jih",
        " Octavia ",
      ]),
    ).toEqual({
      id: "x1",
      price: 250000,
      vat_refund: true,
      photos: ["https://a.example/1.jpg", "https://a.example/2.jpg"],
      equipment: ["abs", "esp"],
      seller: { name: "Autobazar Jih" },
      title: " Octavia ",
    });
  });

  it("leaves empty cells out and keeps a value that is no number as text (refused as such)", () => {
    expect(csvRowObject(header, ["x1", "dohodou", "", "", "", "", ""])).toEqual({
      id: "x1",
      price: "dohodou",
    });
  });
});

describe("csvFeedLines", () => {
  it("gives each row as the JSON line the JSONL path validates, with its line number", () => {
    const lines = csvFeedLines(
      "id,url,title,make,model,year,price\n" +
        "c1,https://a.example/c1,Octavia,Škoda,Octavia,2019,300000\n" +
        "c2,https://a.example/c2,Octavia,Škoda,Octavia,2019,zdarma\n" +
        "c3,https://a.example/c3,Octavia,Škoda,Octavia,2019,1,extra\n",
    );
    expect(lines.map((l) => l.line)).toEqual([2, 3, 4]);
    const [ok, bad, wide] = lines;
    expect("text" in ok && parseFeedLine(ok.text)).toMatchObject({
      ok: true,
      ad: { id: "c1", price: 300000, year: 2019 },
    });
    expect("text" in bad && parseFeedLine(bad.text)).toEqual({
      ok: false,
      reason: "price: must be a number",
      id: "c2",
    });
    expect(wide).toEqual({ line: 4, error: "CSV: 8 cells, the header has 7" });
  });

  it("an empty file has no lines", () => {
    expect(csvFeedLines("")).toEqual([]);
    expect(csvFeedLines("\ufeff")).toEqual([]);
  });
});
