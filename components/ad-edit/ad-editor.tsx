"use client";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { FormAlert } from "@/components/ui/form-alert";
import type { EditAd } from "@/components/ad-edit/state/types";
import { AppError } from "@/lib/infra/errors";
import type { MakeOption } from "@/lib/search/options";
import { EditScreen } from "./edit-screen";

/**
 * The edit screen's states (seed 001 §2.3, §8): a spinner while GET /api/ads/cars/{id}/edit/
 * loads; 404 → not found, another failure → load error, both in an alert titled "Došlo k chybě";
 * a 401 or 403 is sent on by the client fetcher (to /profile, or home with a message).
 */
export function AdEditor({
  adId,
  makes,
  viewer,
}: {
  adId: number;
  makes: MakeOption[];
  viewer: { admin: boolean; sellerProfileId: number | null };
}) {
  const t = useTranslations("editAd");
  const common = useTranslations("common");
  const { data, error } = useSWR<EditAd>(`/api/ads/cars/${adId}/edit/`, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  const status = error instanceof AppError ? error.status : error ? 0 : null;
  if (status !== null && status !== 401 && status !== 403)
    return (
      <div className="py-6">
        <FormAlert>
          <p className="font-semibold">{common("errorOccurred")}</p>
          <p>{status === 404 ? t("notFound") : t("loadError")}</p>
        </FormAlert>
      </div>
    );
  if (!data)
    return (
      <div className="grid place-items-center py-24" role="status">
        <span
          aria-hidden
          className="border-t-primary-600 size-10 animate-spin rounded-full border-4 border-slate-200"
        />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  const adminEdit =
    viewer.admin &&
    (viewer.sellerProfileId === null || viewer.sellerProfileId !== data.seller_profile_id);
  return <EditScreen key={data.id} initial={data} makes={makes} adminEdit={adminEdit} />;
}
