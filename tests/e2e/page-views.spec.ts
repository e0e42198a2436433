import { expect, test, type Page } from "./test";
import { decideConsent } from "./consent";
import { ownClientAddress } from "./client-address";

// Page views are sent only with analytics consent; the offline screen.

test.beforeEach(({ page }) => ownClientAddress(page));

const pageViews = (page: Page) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/page-views/") && r.method() === "POST")
      sent.push(JSON.parse(r.postData() ?? "{}").path);
  });
  return sent;
};

/** Switches analytics on in the cookie settings; resolves with the path of the page view that sends. */
async function analyticsOn(page: Page) {
  await page.getByRole("button", { name: "Nastavení cookies" }).click();
  const settings = page.getByRole("dialog", { name: "Nastavení cookies" });
  await settings.getByRole("checkbox", { name: "Analytické" }).check();
  const view = page.waitForRequest((r) => r.url().includes("/api/page-views/"));
  await settings.getByRole("button", { name: "Uložit volbu" }).click();
  return JSON.parse((await view).postData()!).path as string;
}

test.describe("consent and page views", () => {
  test("no page view is sent before analytics consent; accepting starts them, withdrawing stops them", async ({
    page,
  }) => {
    const sent = pageViews(page);
    await page.goto("/about");
    await page.locator("article").getByRole("link", { name: "hledáním" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    // Requests are recorded in the order they leave, so a view sent before consent would come
    // first in `sent` below; only the page read when accepting is counted.
    const banner = page.getByRole("dialog", { name: "Cookies a soukromí" });
    const logged = page.waitForRequest((r) => r.url().includes("/api/profile/user-consents/"));
    const view = page.waitForRequest((r) => r.url().includes("/api/page-views/"));
    await banner.getByRole("button", { name: "Přijmout vše" }).click();
    expect(JSON.parse((await logged).postData()!)).toMatchObject({
      accept_type: "accept_all",
      accepted_categories: ["necessary", "analytics"],
    });
    await view;
    await expect(banner).toBeHidden();
    expect(sent).toEqual(["/"]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Časté dotazy" }).click();
    await expect.poll(() => sent).toEqual(["/", "/faq"]);

    // The footer link reopens the settings; switching analytics off applies at once.
    await page.getByRole("button", { name: "Nastavení cookies" }).click();
    const settings = page.getByRole("dialog", { name: "Nastavení cookies" });
    await expect(settings.getByRole("checkbox", { name: "Nezbytné" })).toBeDisabled();
    await settings.getByRole("checkbox", { name: "Analytické" }).uncheck();
    await settings.getByRole("button", { name: "Uložit volbu" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "O nás" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // Consenting again counts the page being read; a view sent while withdrawn would precede it.
    await expect(analyticsOn(page)).resolves.toBe("/about");
    expect(sent).toEqual(["/", "/faq", "/about"]);
  });

  test("rejecting keeps page views off after a reload", async ({ page }) => {
    const sent = pageViews(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Jen nezbytné" }).click();
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Cookies a soukromí" })).toHaveCount(0);
    // A view sent after the reload would precede the one consenting now sends.
    await expect(analyticsOn(page)).resolves.toBe("/");
    expect(sent).toEqual(["/"]);
  });
});

test("the offline screen replaces the page and retry reloads it", async ({
  page,
  context,
  baseURL,
}) => {
  await decideConsent(context, baseURL);
  await page.goto("/about");
  await context.setOffline(true);
  await expect(page.getByRole("heading", { name: "Žádné připojení k internetu" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "O Vozovně" })).toBeHidden();
  await context.setOffline(false);
  await page.getByRole("button", { name: "Zkusit znovu" }).click();
  await expect(page.getByRole("heading", { name: "O Vozovně" })).toBeVisible();
});
