/** @jest-environment node */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as unsub from "@/app/api/saved-searches/[id]/unsubscribe/[token]/route";
import { getDb } from "@/lib/infra/db/client";
import { savedSearches } from "@/lib/infra/db/schema";
import { SOCKET_ADDRESS_HEADER } from "@/lib/infra/http/client-address";
import { unsubscribeToken } from "@/lib/saved-searches/token";
import { BASE } from "../helpers/request";
import { owner, remove, save, savedSearchesTestDb, unsubscribe } from "./saved-searches.helpers";

// Unsubscribing from a saved search's alerts by the link in its e-mail (seed 001 §2.7, §7): one
// search or a digest's several, the token checked, and the RFC 8058 one-click POST.

savedSearchesTestDb();

describe("GET and POST /api/saved-searches/{id}/unsubscribe/{token}/", () => {
  const frequencyOf = async (id: number) =>
    (await getDb().select().from(savedSearches).where(eq(savedSearches.id, id)))[0]
      .notificationFrequency;

  it("sets a search to never with a valid token, without a session", async () => {
    const { id, name } = (await save(owner.client, { name: "Unsub me" })).body;
    const res = await unsubscribe(String(id), unsubscribeToken(id));
    expect(res).toEqual({ status: 200, body: { success: true, search_name: name, error: null } });
    expect(await frequencyOf(id)).toBe("never");
  });

  it.each([
    ["a wrong token", (id: number) => [String(id), unsubscribeToken(id + 1)]],
    ["a junk id", () => ["abc", "x"]],
    ["a missing search", () => ["99999", unsubscribeToken(99999)]],
    ["an empty token", (id: number) => [String(id), ""]],
  ])("answers 400 Invalid search ID or token for %s", async (_name, args) => {
    const { id } = (await save(owner.client, { name: "Keep" })).body;
    const [rawId, token] = (args as (id: number) => string[])(id);
    const res = await unsubscribe(rawId, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "Invalid search ID or token" });
    expect(await frequencyOf(id)).toBe("daily");
  });

  it("unsubscribes every search of a digest's link, and none when one is gone", async () => {
    const a = (await save(owner.client, { name: "First" })).body.id as number;
    const b = (await save(owner.client, { name: "Second" })).body.id as number;
    const ids = `${Math.min(a, b)},${Math.max(a, b)}`;
    const gone = await save(owner.client, { name: "Gone" });
    await remove(owner.client, gone.body.id);
    const stale = await unsubscribe(
      `${a},${b},${gone.body.id}`,
      unsubscribeToken([a, b, gone.body.id]),
    );
    expect(stale.status).toBe(400);
    expect([await frequencyOf(a), await frequencyOf(b)]).toEqual(["daily", "daily"]);
    const res = await unsubscribe(ids, unsubscribeToken([a, b]));
    expect(res.body).toEqual({ success: true, search_name: "First, Second", error: null });
    expect([await frequencyOf(a), await frequencyOf(b)]).toEqual(["never", "never"]);
  });

  it("answers the RFC 8058 one-click POST (form-encoded, no cookies, no CSRF)", async () => {
    const { id } = (await save(owner.client, { name: "One click" })).body;
    const post = async (body: string) => {
      const token = unsubscribeToken(id);
      const req = new NextRequest(
        new URL(`/api/saved-searches/${id}/unsubscribe/${token}/`, BASE),
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            [SOCKET_ADDRESS_HEADER]: "10.9.9.9",
          },
          body,
        },
      );
      const res = await unsub.POST(req, { params: Promise.resolve({ id: String(id), token }) });
      return { status: res.status, body: await res.json() };
    };
    // the specification's answer to a wrong link, as the /unsubscribe page reads it
    expect(await post("something=else")).toEqual({
      status: 400,
      body: { success: false, error: "Invalid search ID or token", code: "bad_request" },
    });
    expect(await frequencyOf(id)).toBe("daily");
    const res = await post("List-Unsubscribe=One-Click");
    expect(res).toEqual({
      status: 200,
      body: { success: true, search_name: "One click", error: null },
    });
    expect(await frequencyOf(id)).toBe("never");
  });

  it("refuses a one-click body beyond 1 KB with 413, also when no length is declared", async () => {
    const { id } = (await save(owner.client, { name: "Big body" })).body;
    const token = unsubscribeToken(id);
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 1000)
          controller.enqueue(chunk); // up to 64 MB, never read whole
        else controller.close();
      },
    });
    const req = new NextRequest(new URL(`/api/saved-searches/${id}/unsubscribe/${token}/`, BASE), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await unsub.POST(req, { params: Promise.resolve({ id: String(id), token }) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(5);
    expect(await frequencyOf(id)).toBe("daily");
  });
});
