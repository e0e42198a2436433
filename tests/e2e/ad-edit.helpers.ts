// Shared by the edit screen's journeys: ad-edit.spec.ts, ad-edit-price.spec.ts and
// ad-edit-access.spec.ts.
import sharp from "sharp";
import { expect, type Page } from "./test";
import { signIn } from "./accounts.helpers";

export const SELLER = "prodejce@demo.vozovna.cz";
const DEMO_PASSWORD = "vozovna-demo";

export const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** Signed in once the profile page shows (signIn's URL check also matches the login page's ?next=/profile). */
export async function signInAs(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole("button", { name: "Odhlásit se" })).toBeVisible();
}

/**
 * A new ad of the signed-in seller (POST /api/ads/create/ from the page, as the wizard sends it):
 * a Škoda Octavia III unless `car` gives other fields.
 */
export async function createAd(
  page: Page,
  title: string,
  car: Record<string, string> = {},
): Promise<number> {
  const photos = [await jpeg(200, 40, 40), await jpeg(40, 80, 200)].map((b) =>
    b.toString("base64"),
  );
  return page.evaluate(
    async ({ title, photos, car }) => {
      await fetch("/api/current-user/");
      const token = decodeURIComponent(document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? "");
      const gens = await (await fetch("/api/makes/%C5%A0koda/models/Octavia/gens/")).json();
      const gen = gens.find((g: { generation: string }) => /III/.test(g.generation)) ?? gens[0];
      const now = new Date().toISOString();
      const fields: Record<string, string> = {
        title,
        price: "289000",
        make: "Škoda",
        model: "Octavia",
        generation_id: String(gen.gen_id),
        generation: gen.generation,
        variant: "",
        year: "2019",
        mileage_km: "123456",
        fuel_type: "diesel",
        transmission: "mt",
        body_type: "ESTATE_CAR",
        drive_type: "FWD",
        power_kw: "110",
        number_of_owners: "1",
        desc_cz: "Servisní knížka, nekuřák.",
        location_name: "Olomouc",
        purchase_country: "Czech_Republic",
        vat_refund: "false",
        vin_number: "",
        location_link: "",
        created_date: now,
        real_date: now,
        condition: "USED",
        source: "other",
        image_links: "[]",
        image_minis: "[]",
        ...car,
      };
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      photos.forEach((b64, i) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        form.append("images", new File([bytes], `foto${i + 1}.jpg`, { type: "image/jpeg" }));
      });
      const res = await fetch("/api/ads/create/", {
        method: "POST",
        body: form,
        headers: { "X-CSRFToken": token },
      });
      const body = await res.json();
      if (!res.ok) throw new Error(JSON.stringify(body));
      return body.id as number;
    },
    { title, photos, car },
  );
}

/** The edit button of a parameter row ("Upravit: Cena"). */
export const editParam = (page: Page, param: string) =>
  page.getByRole("button", { name: `Upravit: ${param}`, exact: true });
