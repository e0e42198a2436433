"use client";
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useAdSummary } from "@/components/ad/use-ad-summary";
import { EquipmentList } from "@/components/ad-detail/equipment-list";
import { SpecList } from "@/components/ad-detail/spec-list";
import { Button } from "@/components/ui/button";
import { canJump, type Draft, type Step } from "@/components/create-ad/state/draft";
import { draftPreviewAd } from "@/components/create-ad/state/preview";
import type { CarAd } from "@/lib/ads/types";
import { formatPrice, priceWithoutVat } from "@/lib/infra/format";

/** The frame widths: a desktop browser's page, a phone's (an iPhone's 390 CSS pixels). */
const WIDTHS = { desktop: 1024, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

/**
 * Step 6's preview before publishing (issue 29): the ad as its page shows it to buyers, in a box
 * of a desktop's or a phone's width, each part with a way back to the step that sets it. Collapsed
 * until asked for, so the step stays short on a phone. The layout inside follows the box's width
 * (container queries); the ad page's own components inside still follow the window's.
 */
export function AdPreview({ draft, onJump }: { draft: Draft; onJump: (s: Step) => void }) {
  const t = useTranslations("createAdWizard.preview");
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<Width>("desktop");
  return (
    <section aria-labelledby="wizard-preview-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="wizard-preview-heading" className="text-lg font-semibold">
          {t("heading")}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls="wizard-preview"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("hide") : t("show")}
        </Button>
      </div>
      {open && (
        <div id="wizard-preview" className="grid gap-3">
          <div role="group" aria-label={t("width")} className="flex gap-2">
            {(Object.keys(WIDTHS) as Width[]).map((w) => (
              <Button
                key={w}
                variant={w === width ? "primary" : "secondary"}
                size="sm"
                aria-pressed={w === width}
                onClick={() => setWidth(w)}
              >
                {t(w)}
              </Button>
            ))}
          </div>
          <div className="max-h-[80vh] overflow-auto rounded-xl border border-slate-300 bg-slate-100 p-3">
            <div className="@container mx-auto" style={{ width: WIDTHS[width] }}>
              <PreviewPage ad={draftPreviewAd(draft)} draft={draft} onJump={onJump} />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** The ad page's parts in its order (components/ad-detail/ad-view.tsx), without the server's. */
function PreviewPage({
  ad,
  draft,
  onJump,
}: {
  ad: CarAd;
  draft: Draft;
  onJump: (s: Step) => void;
}) {
  const t = useTranslations("adDetail");
  const photo = ad.image_minis[0];
  const part = (step: Step, children: ReactNode, className = "") => (
    <Part step={step} draft={draft} onJump={onJump} className={className}>
      {children}
    </Part>
  );
  return (
    <div className="grid gap-x-6 gap-y-5 @3xl:grid-cols-[minmax(0,1fr)_300px]">
      {part(
        5,
        photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the draft photo's stored mini rendering, as the wizard's thumbnails show it
          <img
            src={photo}
            alt={t("gallery.photoAlt", { title: ad.title, index: 1, count: ad.image_minis.length })}
            className="aspect-[3/2] w-full rounded-2xl bg-slate-200 object-cover"
          />
        ) : (
          <div className="grid aspect-[3/2] place-items-center rounded-2xl bg-slate-200 text-slate-500">
            {t("gallery.noPhotos")}
          </div>
        ),
        "@3xl:col-start-1",
      )}
      <div className="grid content-start gap-2 @3xl:col-start-2 @3xl:row-span-4 @3xl:row-start-1">
        {part(4, <h4 className="text-2xl leading-tight font-bold text-slate-900">{ad.title}</h4>)}
        {part(6, <PreviewPrice ad={ad} draft={draft} />)}
      </div>
      {part(3, <SpecList ad={ad} />, "@3xl:col-start-1")}
      {ad.equipment.length > 0 &&
        part(3, <EquipmentList equipment={ad.equipment} />, "@3xl:col-start-1")}
      {part(
        4,
        <section
          aria-labelledby="ad-description"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="ad-description" className="mb-3 text-lg font-semibold">
            {t("description")}
          </h2>
          {ad.desc_cz ? (
            <p lang="cs" className="leading-relaxed break-words whitespace-pre-line text-slate-800">
              {ad.desc_cz}
            </p>
          ) : (
            <p className="text-slate-500">{t("noDescription")}</p>
          )}
        </section>,
        "@3xl:col-start-1",
      )}
    </div>
  );
}

/** The header's summary, price and VAT note as the ad page's (components/ad-detail/ad-header.tsx). */
function PreviewPrice({ ad, draft }: { ad: CarAd; draft: Draft }) {
  const card = useTranslations("card");
  const t = useTranslations("createAdWizard.preview");
  const summary = useAdSummary(ad);
  return (
    <div className="grid gap-1">
      <p className="text-sm text-slate-600">{summary}</p>
      {draft.price === null ? (
        <p className="text-slate-500">{t("noPrice")}</p>
      ) : (
        <p className="text-3xl font-bold text-slate-900">{formatPrice(ad.price)}</p>
      )}
      {ad.vat_refund && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{card("priceWithoutVat", { price: formatPrice(priceWithoutVat(ad.price)) })}</span>
          <span className="bg-secondary-50 text-secondary-700 rounded-full px-2 py-0.5 text-xs font-medium">
            {card("vatRefund")}
          </span>
        </p>
      )}
    </div>
  );
}

/** A part of the page with its "Upravit", which opens the step as the side navigation does. */
function Part({
  step,
  draft,
  onJump,
  className,
  children,
}: {
  step: Step;
  draft: Draft;
  onJump: (s: Step) => void;
  className: string;
  children: ReactNode;
}) {
  const t = useTranslations("createAdWizard");
  return (
    <div className={`grid gap-1 ${className}`}>
      <div className="flex justify-end">
        <Button
          variant="link"
          size="sm"
          disabled={!canJump(draft, step)}
          aria-label={t("preview.editStep", { step: t(`steps.${step}`) })}
          onClick={() => onJump(step)}
        >
          {t("preview.edit")}
        </Button>
      </div>
      {children}
    </div>
  );
}
