import { expect, test } from "./test";
import { consentDecidedForEach } from "./consent";
import { ownClientAddress } from "./client-address";

// The header of a signed-in user and the unsubscribe page's outcomes, with the API's answers stubbed.

test.beforeEach(({ page }) => ownClientAddress(page));

test.describe("signed-in header and unsubscribe outcomes (API answers stubbed)", () => {
  consentDecidedForEach();

  test("signed in: Profile instead of Login and the new-ads badge capped at 99+", async ({
    page,
    context,
    baseURL,
  }) => {
    // a signed-in browser holds the sign-in hint; without it the page asks nobody who it is
    await context.addCookies([{ name: "vozovna_session_hint", value: "1", url: baseURL! }]);
    await page.route("**/api/current-user/", (r) =>
      r.fulfill({ json: { username: "jana", user_id: "u1", seller_profile_id: 7 } }),
    );
    await page.route("**/api/saved-searches/", (r) =>
      r.fulfill({ json: [{ new_ads_count: 120 }, { new_ads_count: 3 }] }),
    );
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Hlavní navigace" });
    await expect(nav.getByRole("link", { name: "Profil" })).toHaveAttribute("href", "/profile");
    await expect(nav.getByRole("link", { name: /Uložená hledání/ })).toContainText("99+");
    await expect(nav.getByText("123 nových inzerátů")).toBeAttached();
  });

  test("unsubscribe success names the search and links home and to saved searches", async ({
    page,
  }) => {
    let posted = "";
    await page.route("**/api/saved-searches/5/unsubscribe/tok/", (r) => {
      posted = `${r.request().method()} ${r.request().postData()}`;
      return r.fulfill({ json: { success: true, search_name: "Škoda Octavia" } });
    });
    await page.goto("/unsubscribe?id=5&token=tok");
    // opening the link (as a mail scanner does) changes nothing; the button does
    await expect(page.getByRole("heading", { name: "Vypnout upozornění?" })).toBeVisible();
    expect(posted).toBe("");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(page.getByRole("heading", { name: "Odhlášení úspěšné" })).toBeVisible();
    await expect(page.getByText("„Škoda Octavia“")).toBeVisible();
    await expect(page.getByRole("link", { name: "Moje uložená hledání" })).toHaveAttribute(
      "href",
      "/saved-searches",
    );
    expect(posted).toBe("POST List-Unsubscribe=One-Click");
  });

  test("unsubscribe with a bad token or a server failure shows the matching Czech text", async ({
    page,
  }) => {
    await page.route("**/api/saved-searches/5/unsubscribe/bad/", (r) =>
      r.fulfill({ status: 400, json: { success: false, error: "Invalid search ID or token" } }),
    );
    await page.goto("/unsubscribe?id=5&token=bad");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(
      page.getByText("Neplatný odkaz pro odhlášení. Zkontrolujte, zda je odkaz správný."),
    ).toBeVisible();
    await page.route("**/api/saved-searches/6/unsubscribe/x/", (r) =>
      r.fulfill({ status: 500, body: "oops" }),
    );
    await page.goto("/unsubscribe?id=6&token=x");
    await page.getByRole("button", { name: "Vypnout upozornění" }).click();
    await expect(
      page.getByText("Při zpracování požadavku došlo k chybě. Zkuste to prosím znovu později."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Moje uložená hledání" })).toHaveCount(0);
  });
});
