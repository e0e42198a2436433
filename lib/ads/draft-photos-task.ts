import "server-only";
import type { PeriodicTask } from "@/lib/infra/jobs/types";
import { cleanupDraftPhotos } from "./draft-photos";

/** Hourly at :40: removes wizard drafts' photos untouched for the retention time (issue 27). */
export const DRAFT_PHOTOS_PATTERN = "0 40 * * * *";

export const draftPhotoCleanupTask: PeriodicTask = {
  name: "draft-photos-cleanup",
  pattern: DRAFT_PHOTOS_PATTERN,
  run: async () => {
    const removed = await cleanupDraftPhotos();
    if (removed) console.info(`[draft-photos] removed ${removed} expired draft photos`);
  },
};
