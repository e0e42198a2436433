/** @jest-environment node */
// Lifting a seller's block of a buyer (issue 31): only the seller, with CSRF, in every thread
// between the two; the buyer's messages reach the seller again.
import * as block from "@/app/api/conversations/[id]/block/route";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { signedInClient, type Client, type CallOptions } from "./auth.helpers";
import { answer, blockIt, callWith, send, sellerWithAd, thread } from "./messages.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const unblockIt = (c: Client, id: number, o: CallOptions = {}) =>
  callWith(
    c,
    block.DELETE,
    `/api/conversations/${id}/block/`,
    { id: String(id) },
    { method: "DELETE", ...o },
  );

it("the seller unblocks a blocked buyer, whose replies then arrive again", async () => {
  const seller = await sellerWithAd();
  const buyer = await signedInClient();
  const stranger = await signedInClient();
  const id = (await send(buyer.client, seller.ad.id, "Dobrý den")).body.conversation_id as number;
  await blockIt(seller.client, id);
  expect((await answer(buyer.client, id, "Haló?")).status).toBe(403);

  expect((await unblockIt(buyer.client, id)).status).toBe(403); // only the seller
  expect((await unblockIt(stranger.client, id)).status).toBe(404); // a stranger learns nothing
  expect((await unblockIt(seller.client, id, { csrf: null })).status).toBe(403);
  expect((await thread(seller.client, id)).body.blocked).toBe(true);

  expect(await unblockIt(seller.client, id)).toMatchObject({
    status: 200,
    body: { blocked: false },
  });
  expect((await thread(seller.client, id)).body.blocked).toBe(false);
  expect((await answer(buyer.client, id, "Je vůz k dispozici?")).status).toBe(201);
  // a second click changes nothing
  expect(await unblockIt(seller.client, id)).toMatchObject({
    status: 200,
    body: { blocked: false },
  });
});
