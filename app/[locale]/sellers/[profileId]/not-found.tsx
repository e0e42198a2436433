import { getTranslations } from "next-intl/server";

// The page renders SellerMissing itself (proxy.ts answers it with 404, lib/infra/http/page-status.ts);
// with that status Next takes the page's metadata from this file.
export async function generateMetadata() {
  return { title: (await getTranslations("sellerProfile"))("notFound") };
}

export default async function SellerNotFound() {
  const t = await getTranslations("sellerProfile");
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t("notFound")}</h1>
    </div>
  );
}
