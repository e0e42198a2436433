/** @jest-environment node */
// The language of a user's alert e-mails follows the language they use the site in.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";
import { BASE } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";
import * as currentUser from "@/app/api/current-user/route";

beforeAll(() => setupTestDb());
afterAll(teardownTestDb);

const localeOf = async (id: string) =>
  (await getDb().select({ l: users.locale }).from(users).where(eq(users.id, id)))[0].l;

const me = (client: Client, headers: Record<string, string>) =>
  client.call(currentUser.GET as Parameters<Client["call"]>[0], "/api/current-user/", { headers });

describe("GET /api/current-user/ remembers the user's language", () => {
  it("takes the language of the page that asks (its Referer)", async () => {
    const { client, user } = await signedInClient();
    expect(await localeOf(user.id)).toBe("cs");
    expect((await me(client, { referer: `${BASE}/en/favorites` })).status).toBe(200);
    expect(await localeOf(user.id)).toBe("en");
    await me(client, { referer: `${BASE}/ru` });
    expect(await localeOf(user.id)).toBe("ru");
    await me(client, { referer: `${BASE}/ads/cars/12` });
    expect(await localeOf(user.id)).toBe("cs");
  });

  it("falls back to the NEXT_LOCALE cookie, and ignores other sites' pages", async () => {
    const { client, user } = await signedInClient();
    client.cookies.set("NEXT_LOCALE", "en");
    await me(client, {});
    expect(await localeOf(user.id)).toBe("en");
    client.cookies.delete("NEXT_LOCALE");
    await me(client, { referer: "https://elsewhere.example/ru/" });
    expect(await localeOf(user.id)).toBe("en");
    await me(client, {});
    expect(await localeOf(user.id)).toBe("en");
  });

  it("changes nothing for a signed-out visitor", async () => {
    const res = await me(new Client(), { referer: `${BASE}/en/` });
    expect(res.status).toBe(200);
  });
});
