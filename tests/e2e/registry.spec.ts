import { expect, test, type APIRequestContext } from "./test";

// The registry API and pictures through the real server: routing of encoded names, both slash
// spellings, the proxy leaving /images/ alone, and every make's logo drawn in a browser.
interface ApiMake {
  make: string;
  slug: string;
  popular: boolean;
  logo: string;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test.describe("car registry", () => {
  test("every make answers by its URL-encoded name, with and without the trailing slash", async ({
    request,
  }) => {
    const makes = await json<ApiMake[]>(request, "/api/makes/");
    expect(makes.length).toBeGreaterThan(0);
    expect(await json<ApiMake[]>(request, "/api/makes")).toEqual(makes);
    const popular = await json<ApiMake[]>(request, "/api/makes?popular=true");
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((m) => m.popular)).toBe(true);

    for (const { make, slug } of makes) {
      const byName = await json<{ model: string }[]>(
        request,
        `/api/makes/${encodeURIComponent(make)}/models/`,
      );
      expect(await json(request, `/api/makes/${slug}/models`)).toEqual(byName);
    }
    const unknown = await request.get("/api/makes/Trabant%20601/models/");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Unknown make: Trabant 601", code: "not_found" });
  });

  test("generations carry production years and a picture that is served as WebP", async ({
    request,
  }) => {
    const [first] = await json<ApiMake[]>(request, "/api/makes/");
    const models = await json<{ model: string }[]>(
      request,
      `/api/makes/${encodeURIComponent(first.make)}/models/`,
    );
    const gens = await json<{ gen_id: number; production_years: string; image: string }[]>(
      request,
      `/api/makes/${encodeURIComponent(first.make)}/models/${encodeURIComponent(models[0].model)}/gens/`,
    );
    expect(gens.length).toBeGreaterThan(0);
    for (const g of gens) expect(g.production_years).toMatch(/^\d{4}-(\d{4})?$/);
    for (const path of [gens[0].image, `/images/generations/${gens[0].gen_id}`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/webp");
    }
    expect((await request.get("/images/generations/0")).status()).toBe(404);
  });

  test("every make's logo and every body type picture renders in the browser", async ({
    page,
    request,
  }, info) => {
    const makes = await json<ApiMake[]>(request, "/api/makes/");
    const bodyTypes = [
      "COUPE",
      "SEDAN_SALOON",
      "THREE_DOOR_SUV",
      "FIVE_DOOR_SUV",
      "ESTATE_CAR",
      "LIFTBACK",
    ];
    const cells = makes
      .map(
        (m) =>
          `<figure><img src="${m.logo}" alt="${m.make}" width="64" height="64"><figcaption>${m.make}</figcaption></figure>`,
      )
      .concat(
        bodyTypes.map(
          (b) =>
            `<figure><img src="/images/body-types/${b}.svg" alt="${b}" width="120" height="60"></figure>`,
        ),
      )
      .join("");
    await page.goto("/"); // same origin for the sheet's relative URLs
    await page.setContent(
      `<style>body{font:12px sans-serif;display:flex;flex-wrap:wrap;gap:8px}figure{margin:0;min-width:96px;text-align:center}</style>${cells}`,
    );
    const images = page.locator("img");
    await expect(images).toHaveCount(makes.length + bodyTypes.length);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    const broken = await images.evaluateAll((list) =>
      (list as HTMLImageElement[]).filter((i) => i.naturalWidth === 0).map((i) => i.alt),
    );
    expect(broken).toEqual([]);
    await page.screenshot({ path: info.outputPath("logos.png"), fullPage: true });
  });
});
