import "server-only";
import { afterCommit } from "@/lib/ads/write";
import { writeCarSplit, type CarSplit } from "@/lib/ads/mutations-cars";

/**
 * An admin takes a listing out of its car (ARCHITECTURE.md §4.17): the listing stands alone, the rest
 * stay one car (around their lowest id) while two or more remain, and matching never joins the
 * listing with any of them again (car_splits). Then search, cards and the cached pages of all of
 * them follow before this answers.
 */
export async function splitFromCar({
  adId,
  adminUserId,
}: {
  adId: number;
  adminUserId: string;
}): Promise<CarSplit> {
  const result = await writeCarSplit({ adId, adminUserId });
  await afterCommit({ ads: [result.id, ...result.others] });
  return result;
}
