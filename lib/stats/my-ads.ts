import "server-only";
import { getAdsStatsSummary, pragueDay } from "./queries";
import { getSimilarPositions } from "./similar";
import { addDays } from "./day";

/** The sparkline's days in "Moje inzeráty". */
export const ROW_DAYS = 30;

/** The rows under a page of "Moje inzeráty" (issue 32): 30 days' views and the similar-ads place. */
export async function loadMyAdsStats(adIds: number[], now: Date = new Date()) {
  const today = pragueDay(now);
  const [summary, positions] = await Promise.all([
    getAdsStatsSummary(adIds, ROW_DAYS),
    getSimilarPositions(adIds, now),
  ]);
  return {
    days: Array.from({ length: ROW_DAYS }, (_, i) => addDays(today, i - ROW_DAYS + 1)),
    summary,
    positions,
  };
}
