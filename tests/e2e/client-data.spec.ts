import { expect, test, type Request } from "./test";
import { consentDecidedForEach } from "./consent";

// ARCHITECTURE.md §10: what the server rendered reaches the islands as props, never by a refetch.

consentDecidedForEach();

const refetch = (r: Request) =>
  /\/api\/(ads-count|makes)\//.test(r.url()) ||
  (r.method() === "POST" && !!r.headers()["next-action"]);

test("a search page with make, model and generation asks nothing again on load", async ({
  page,
}) => {
  test.skip(page.viewportSize()!.width < 768, "desktop layout");
  await page.goto("/?make=%C5%A0koda");
  const form = page.getByRole("form", { name: "Hledání vozů" });
  await form.getByRole("button", { name: /^Model / }).click();
  await page.getByRole("option", { name: "Octavia" }).click();
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Generace" }).click();
  await page
    .getByRole("option", { name: /Octavia/ })
    .first()
    .click();
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: /^Zobrazit/ }).click();
  await expect(page).toHaveURL(/generations/);

  const asked: string[] = [];
  page.on("request", (r) => refetch(r) && asked.push(r.url()));
  await page.reload({ waitUntil: "networkidle" });
  await expect(form.getByRole("button", { name: /^Model / })).toContainText("Octavia");
  await expect(form.getByRole("button", { name: /^Zobrazit \d/ })).toBeVisible();
  expect(asked).toEqual([]);
});
