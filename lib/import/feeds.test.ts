/** @jest-environment node */
import { parseImportFeeds } from "./feeds";

it("reads IMPORT_FEEDS: source=url, optionally ;full, separated by commas or spaces", () => {
  expect(parseImportFeeds(undefined)).toEqual([]);
  expect(
    parseImportFeeds(
      "bazos=https://feeds.example/bazos.jsonl;full, facebook=http://f.example/x?a=1",
    ),
  ).toEqual([
    { source: "bazos", url: "https://feeds.example/bazos.jsonl", full: true },
    { source: "facebook", url: "http://f.example/x?a=1", full: false },
  ]);
});

it("names an entry it does not understand", () => {
  expect(() => parseImportFeeds("own=https://x.example/f.jsonl")).toThrow(/"own=https/);
  expect(() => parseImportFeeds("bazos=ftp://x.example/f")).toThrow(/source=http\(s\)/);
});
