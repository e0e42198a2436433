import { getTranslations } from "next-intl/server";
import { MissingView } from "@/components/ad-detail/missing-view";

// The page renders MissingView itself (proxy.ts answers it with 404, lib/infra/http/page-status.ts);
// with that status Next takes the page's metadata from this file, so the tab still says what happened.
export async function generateMetadata() {
  return { title: (await getTranslations("adDetail.missing"))("title") };
}

export default function AdNotFound() {
  return <MissingView />;
}
