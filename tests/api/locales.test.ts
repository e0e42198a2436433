/** @jest-environment node */
// The translations of seed 000 §7, served per language at /locales/{lng}/translation.json.
import { NextRequest } from "next/server";
import { GET } from "@/app/locales/[lng]/translation.json/route";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

const get = (lng: string, headers: Record<string, string> = {}) =>
  GET(new NextRequest(`http://localhost/locales/${lng}/translation.json`, { headers }), {
    params: Promise.resolve({ lng }),
  });

describe("GET /locales/{lng}/translation.json", () => {
  it.each([
    ["cs", cs],
    ["en", en],
    ["ru", ru],
  ])("serves every %s message, cacheable", async (lng, messages) => {
    const res = await get(lng);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(await res.json()).toEqual(messages);
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(lng, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("answers a JSON 404 for a language the site does not speak", async () => {
    for (const lng of ["de", "CS", "..", "constructor"]) {
      const res = await get(lng);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
  });
});
