import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/infra/errors";
import type { MultipartForm, MultipartLimits } from "@/lib/infra/api/multipart";
import { FEED_FORMATS } from "@/lib/enums";
import { runDealerFeed } from "./dealer-feed";
import { DEALER_FEED_MAX_BYTES, type Dealer } from "./dealer-feed-access";
import { fetchDealerFeed, getSellerFeed } from "./dealer-feed-url";
import { FetchError } from "./fetch";

// The dry run and the apply of a dealer's feed (app/api/profile/feed/): the same form either way
// ("Použít" sends the same file again, or names the stored URL), so what is applied is what was
// shown, read again.

export const DEALER_FEED_UPLOAD: MultipartLimits = {
  maxFileBytes: DEALER_FEED_MAX_BYTES,
  maxFiles: 1,
  maxFields: 5,
  error: ({ limit }) =>
    limit === "fileBytes" || limit === "totalBytes"
      ? new AppError(
          "payload_too_large.upload",
          `The feed file must be at most ${DEALER_FEED_MAX_BYTES / 1024 / 1024} MB.`,
          undefined,
          { reason: "too_large", max_mb: DEALER_FEED_MAX_BYTES / 1024 / 1024 },
        )
      : undefined,
};

const formSchema = z.object({
  /** "file": the uploaded file; "url": the stored feed URL. */
  from: z.enum(["file", "url"]).default("file"),
  format: z.enum(FEED_FORMATS).optional(),
  full: z
    .enum(["true", "false", "on", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "on" || v === "1"),
});

/** The format a file's name says (.csv), else JSON Lines. */
const formatOfName = (name: string) => (/\.csv$/i.test(name) ? "csv" : "jsonl");

export async function runDealerFeedForm(dealer: Dealer, form: MultipartForm, dryRun: boolean) {
  const fields = formSchema.parse(form.fields);
  if (fields.from === "url") {
    const stored = await getSellerFeed(dealer.profileId);
    if (!stored?.url)
      throw new AppError("bad_request", "Save a feed URL first.", {
        url: "dealerFeed.errors.noUrl",
      });
    let text: string;
    try {
      text = await fetchDealerFeed(stored.url);
    } catch (err) {
      if (!(err instanceof FetchError)) throw err;
      throw new AppError(
        "bad_request",
        `The feed could not be fetched: ${err.message}`,
        undefined,
        {
          reason: "fetch_failed",
          detail: err.message,
        },
      );
    }
    return runDealerFeed({
      dealer,
      feed: stored.url,
      text,
      format: fields.format ?? stored.format,
      full: fields.full,
      dryRun,
    });
  }
  const file = form.files[0];
  if (!file)
    throw new AppError("bad_request", "Choose a feed file.", { file: "dealerFeed.errors.noFile" });
  return runDealerFeed({
    dealer,
    feed: file.filename || "upload",
    text: file.data.toString("utf8"),
    format: fields.format ?? formatOfName(file.filename),
    full: fields.full,
    dryRun,
  });
}
