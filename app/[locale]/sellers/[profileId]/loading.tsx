import { useTranslations } from "next-intl";
import { AdCardSkeleton } from "@/components/search/results-area";

export default function SellerLoading() {
  const t = useTranslations();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse">
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
        <div className="size-14 rounded-full bg-slate-200 md:size-20" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-7 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-6 grid gap-4">
        <AdCardSkeleton />
        <AdCardSkeleton />
        <AdCardSkeleton />
      </div>
    </div>
  );
}
