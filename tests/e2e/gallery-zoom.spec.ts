import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import type { AdListItem } from "@/lib/ads/types";
import { shot } from "./accounts.helpers";
import { ownClientAddress } from "./client-address";
import { decideConsent } from "./consent";

// The full-screen gallery's zoom: wheel, double click, buttons and keys on a desktop; double tap,
// pinch and one-finger pan on a phone, whose swipe at 1x still changes the photo.

type Point = { x: number; y: number };
const isPhone = (page: Page) => page.viewportSize()!.width < 768;

test.beforeEach(async ({ page, context, baseURL }) => {
  await decideConsent(context, baseURL);
  await ownClientAddress(page);
});

/**
 * Opens the first demo ad with 3 or more photos full screen on its first photo. A demo ad, whose
 * pictures are 1200 px: an ad another spec published may have larger renditions (a higher zoom
 * limit), and a result card lists only its first photos, so the count comes from the ad itself.
 */
async function openGallery(page: Page, request: APIRequestContext) {
  const list = (await (await request.get("/api/ads/filter/")).json()) as { results: AdListItem[] };
  const found = list.results.find(
    (a) => a.image_links.length >= 3 && a.image_links[0].includes("/media/demo/"),
  )!;
  const item = (await (await request.get(`/api/ads/cars/${found.id}/`)).json()) as {
    id: number;
    title: string;
    image_links: string[];
  };
  const n = item.image_links.length;
  await page.goto(`/ads/cars/${item.id}`);
  await page.getByRole("button", { name: `${item.title} – fotografie 1 z ${n}` }).click();
  const dialog = page.getByRole("dialog", { name: `Fotografie: ${item.title}` });
  await expect(dialog.getByText(`1 / ${n}`)).toBeVisible();
  const photo = (i: number) =>
    dialog.getByRole("img", { name: `${item.title} – fotografie ${i} z ${n}` });
  await expect(photo(1)).toBeInViewport();
  return { dialog, photo, n, link: item.image_links[0] };
}

/** The photo's zoom as its transform says (1x: none). */
const zoomOf = (img: Locator) =>
  img.evaluate((el: HTMLElement) => {
    const m = el.style.transform.match(/translate\((\S+)px, (\S+)px\) scale\((\S+)\)/);
    return m ? { x: +m[1], y: +m[2], scale: +m[3] } : { x: 0, y: 0, scale: 1 };
  });
const scaleOf = async (img: Locator) => (await zoomOf(img)).scale;

async function centreOf(img: Locator): Promise<Point> {
  const box = (await img.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test("a desktop zooms the full-screen photo by wheel, double click, buttons and keys", async ({
  page,
  request,
}) => {
  const { dialog, photo, n, link } = await openGallery(page, request);
  const first = photo(1);
  const centre = await centreOf(first);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => scaleOf(first)).toBeGreaterThan(1);
  // the sharpest picture there is: the largest stored rendering
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
    .toBe(new URL(link, page.url()).pathname);
  await shot(page, "gallery-zoomed");

  // dragging pans: the photo is taller than the screen when zoomed (3:2 on 16:9)
  const before = await zoomOf(first);
  await page.mouse.down();
  await page.mouse.move(centre.x, centre.y + 300, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await zoomOf(first)).y).toBeGreaterThan(before.y);
  await expect(dialog.getByText(`1 / ${n}`)).toBeVisible();

  await dialog.getByRole("button", { name: "Zobrazit celou fotografii" }).click();
  await expect.poll(() => scaleOf(first)).toBe(1);
  await first.dblclick({ position: { x: 100, y: 100 } });
  await expect.poll(() => scaleOf(first)).toBeGreaterThan(1);
  await first.dblclick();
  await expect.poll(() => scaleOf(first)).toBe(1);
  await expect(dialog.getByRole("button", { name: "Oddálit" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Přiblížit" }).click();
  await expect.poll(() => scaleOf(first)).toBeGreaterThan(1);
  await dialog.getByRole("button", { name: "Oddálit" }).click();
  await expect.poll(() => scaleOf(first)).toBe(1);
  await page.keyboard.press("+");
  await expect.poll(() => scaleOf(first)).toBeGreaterThan(1);
  await page.keyboard.press("0");
  await expect.poll(() => scaleOf(first)).toBe(1);

  // arrows still move through the photos, each shown whole
  await page.keyboard.press("+");
  await expect.poll(() => scaleOf(first)).toBeGreaterThan(1);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`2 / ${n}`)).toBeVisible();
  await expect(photo(2)).toBeInViewport();
  expect(await scaleOf(photo(2))).toBe(1);
  expect(await scaleOf(first)).toBe(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a phone zooms the full-screen photo by double tap and pinch, pans it, and swipes at 1x @phone", async ({
  page,
  request,
}) => {
  test.skip(!isPhone(page), "touch gestures");
  const { dialog, photo, n } = await openGallery(page, request);
  const first = photo(1);
  const c = await centreOf(first);
  const cdp = await page.context().newCDPSession(page);
  let clock = Date.now() / 1000;
  /** One touch event; its time stamp `ms` after the last one, whatever the machine's load. */
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: Point[], ms = 16) => {
    clock += ms / 1000;
    const touchPoints = points.map((p, id) => ({ ...p, id }));
    return cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp: clock });
  };
  /** Fingers moving in steps from `from` to `to`, then lifted. */
  const gesture = async (from: Point[], to: Point[]) => {
    await touch("touchStart", from);
    for (let s = 1; s <= 8; s++) {
      const at = from.map((p, i) => ({
        x: p.x + ((to[i].x - p.x) * s) / 8,
        y: p.y + ((to[i].y - p.y) * s) / 8,
      }));
      await touch("touchMove", at);
    }
    await touch("touchEnd", []);
  };

  await touch("touchStart", [c]);
  await touch("touchEnd", [], 60);
  await touch("touchStart", [c], 120);
  await touch("touchEnd", [], 60);
  await expect.poll(() => scaleOf(first)).toBe(2.5);
  await shot(page, "gallery-zoomed");

  // one finger pans the zoomed photo and stays on it
  const zoomed = await zoomOf(first);
  await gesture([c], [{ x: c.x - 120, y: c.y }]);
  await expect.poll(async () => (await zoomOf(first)).x).toBeLessThan(zoomed.x);
  await expect(dialog.getByText(`1 / ${n}`)).toBeVisible();

  await dialog.getByRole("button", { name: "Zobrazit celou fotografii" }).click();
  await expect.poll(() => scaleOf(first)).toBe(1);
  await gesture(
    [
      { x: c.x - 50, y: c.y },
      { x: c.x + 50, y: c.y },
    ],
    [
      { x: c.x - 100, y: c.y },
      { x: c.x + 100, y: c.y },
    ],
  );
  await expect.poll(() => scaleOf(first)).toBeCloseTo(2, 1);
  await dialog.getByRole("button", { name: "Zobrazit celou fotografii" }).click();
  await expect.poll(() => scaleOf(first)).toBe(1);

  // at 1x a swipe goes to the next photo, as before
  await gesture([{ x: c.x + 120, y: c.y }], [{ x: c.x - 120, y: c.y }]);
  await expect(dialog.getByText(`2 / ${n}`)).toBeVisible();
  await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
});
