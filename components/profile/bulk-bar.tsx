"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { EndReasonFields, type SellerEndReason } from "@/components/ad-detail/end-reason-fields";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { apiFetch } from "@/lib/infra/api/client";
import { formatPrice } from "@/lib/infra/format";
import {
  BULK_AMOUNT_MAX,
  BULK_PERCENT_MAX,
  bulkNewPrice,
  type BulkAction,
  type BulkFailure,
  type BulkPrice,
  type BulkResult,
} from "@/lib/sellers/bulk";
import { useBulkSelection, type BulkAd } from "./bulk-selection";

const FAILURE_KEYS = {
  not_yours: "failures.not_yours",
  price_not_positive: "failures.price_not_positive",
  price_out_of_range: "failures.price_out_of_range",
  renew_refused: "failures.renew_refused",
  failed: "failures.failed",
} as const satisfies Record<BulkFailure, string>;

/** "-5", "+5", "5,5", "−10 000" as typed → a number; null when it is not one (or zero). */
export function parseChange(text: string): number | null {
  const t = text
    .replace(/[\s\u00a0]/g, "")
    .replace("−", "-")
    .replace(",", ".");
  if (!/^[+-]?\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n === 0 ? null : n;
}

/** Why a typed change is refused before any ad is looked at; null when it may be previewed. */
function changeProblem(kind: BulkPrice["kind"], text: string) {
  const value = parseChange(text);
  if (value === null) return "errors.valueInvalid" as const;
  if (kind === "percent" && Math.abs(value) > BULK_PERCENT_MAX) return "errors.percentRange";
  if (kind === "amount" && (!Number.isInteger(value) || Math.abs(value) > BULK_AMOUNT_MAX))
    return "errors.amountInvalid";
  return null;
}

/**
 * The bar under a selection in "Moje inzeráty" (issue 32), sticky at the bottom of the screen (on
 * a phone above the tab bar, as the favourites' comparison bar): archive (asking why), renew, or
 * change the price by an amount or a percent with a preview of each ad's old → new price before
 * confirming. The server checks every ad again and answers per ad; refused ones are listed with
 * their reason.
 */
export function BulkBar() {
  const t = useTranslations("bulk");
  const router = useRouter();
  const { ads, selected, clear } = useBulkSelection();
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState<SellerEndReason | null>(null);
  const [kind, setKind] = useState<BulkPrice["kind"]>("percent");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ done: number; refused: BulkResult[] } | null>(null);

  const chosen = ads.filter((a) => selected.has(a.id));
  if (chosen.length === 0 && !outcome) return null;
  const titleOf = (id: number) => ads.find((a) => a.id === id)?.title ?? `#${id}`;
  const problem = changeProblem(kind, text);
  const change: BulkPrice | null = problem ? null : { kind, value: parseChange(text)! };
  const preview = change ? chosen.map((ad) => ({ ad, ...bulkNewPrice(ad.price, change) })) : [];
  const close = () => {
    setOpen(null);
    setError(null);
  };

  const run = async (action: BulkAction) => {
    if (action === "archive" && !reason) return setError(t("errors.reasonRequired"));
    if (action === "price" && !change) return setError(t(problem ?? "errors.valueInvalid"));
    setBusy(true);
    setError(null);
    try {
      const { results } = await apiFetch<{ results: BulkResult[] }>("/api/my-ads/bulk/", {
        method: "POST",
        body: {
          action,
          ids: chosen.map((a) => a.id),
          ...(action === "archive" ? { reason } : {}),
          ...(action === "price" ? { price: change } : {}),
        },
      });
      setOutcome({
        done: results.filter((r) => r.ok).length,
        refused: results.filter((r) => !r.ok),
      });
      setOpen(null);
      clear();
      startRefresh(() => router.refresh());
    } catch {
      setError(t("errors.failed"));
    } finally {
      setBusy(false);
    }
  };

  const actionButtons = (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setOpen("price")}>
        {t("price")}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen("renew")}>
        {t("renew")}
      </Button>
      <Button size="sm" variant="danger-ghost" onClick={() => setOpen("archive")}>
        {t("archive")}
      </Button>
    </div>
  );

  return (
    <>
      <div
        role="region"
        aria-label={t("barLabel")}
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 mt-4 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4"
      >
        {outcome && (
          <div role="status" className="mb-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium">{t("done", { count: outcome.done })}</p>
              <Button size="sm" variant="ghost" onClick={() => setOutcome(null)}>
                {t("close")}
              </Button>
            </div>
            {outcome.refused.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-red-700">
                {outcome.refused.map((r) => (
                  <li key={r.id}>
                    {titleOf(r.id)}: {!r.ok && t(FAILURE_KEYS[r.code])}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {chosen.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">{t("selected", { count: chosen.length })}</p>
            {actionButtons}
          </div>
        )}
      </div>

      {open === "archive" && (
        <Dialog
          open
          onClose={close}
          title={t("archiveTitle", { count: chosen.length })}
          closeLabel={t("close")}
        >
          <div className="mt-4 grid gap-4">
            <EndReasonFields value={reason} onChange={setReason} error={error} disabled={busy} />
            <Footer
              busy={busy}
              onCancel={close}
              onConfirm={() => run("archive")}
              label={t("archiveConfirm")}
              cancel={t("cancel")}
            />
          </div>
        </Dialog>
      )}
      {open === "renew" && (
        <Dialog
          open
          onClose={close}
          title={t("renewTitle", { count: chosen.length })}
          closeLabel={t("close")}
        >
          <div className="mt-4 grid gap-4">
            <p className="text-sm text-slate-600">{t("renewText")}</p>
            {error && <FormAlert>{error}</FormAlert>}
            <Footer
              busy={busy}
              onCancel={close}
              onConfirm={() => run("renew")}
              label={t("renewConfirm")}
              cancel={t("cancel")}
            />
          </div>
        </Dialog>
      )}
      {open === "price" && (
        <Dialog
          open
          onClose={close}
          title={t("priceTitle", { count: chosen.length })}
          closeLabel={t("close")}
          size="lg"
        >
          <div className="mt-4 grid gap-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">{t("priceKind")}</legend>
              <div className="flex gap-4">
                {(["percent", "amount"] as const).map((k) => (
                  <label key={k} className="inline-flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="bulk-price-kind"
                      className="accent-primary-600 size-4"
                      checked={kind === k}
                      onChange={() => setKind(k)}
                    />
                    {k === "percent" ? t("kindPercent") : t("kindAmount")}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-1 text-sm">
              <label htmlFor="bulk-price-value" className="font-medium">
                {kind === "percent" ? t("valuePercent") : t("valueAmount")}
              </label>
              <input
                id="bulk-price-value"
                inputMode="decimal"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
                aria-invalid={text !== "" && problem ? true : undefined}
                aria-describedby="bulk-price-hint"
                className="rounded-lg border border-slate-300 px-3 py-2 text-base"
              />
              <span id="bulk-price-hint" className="text-slate-500">
                {text !== "" && problem ? (
                  <span className="text-red-600">{t(problem)}</span>
                ) : (
                  t("valueHint")
                )}
              </span>
            </div>
            {preview.length > 0 && <Preview rows={preview} />}
            {error && <FormAlert>{error}</FormAlert>}
            <Footer
              busy={busy}
              disabled={!change || preview.every((p) => p.problem)}
              onCancel={close}
              onConfirm={() => run("price")}
              label={t("priceConfirm", { count: preview.filter((p) => !p.problem).length })}
              cancel={t("cancel")}
            />
          </div>
        </Dialog>
      )}
    </>
  );
}

function Preview({ rows }: { rows: { ad: BulkAd; price: number; problem: BulkFailure | null }[] }) {
  const t = useTranslations("bulk");
  return (
    <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("previewCaption")}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("previewAd")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("previewOld")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("previewNew")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ ad, price, problem }) => (
            <tr key={ad.id} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {ad.title}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatPrice(ad.price)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {problem ? (
                  <span className="text-red-700">{t(FAILURE_KEYS[problem])}</span>
                ) : (
                  <span className="font-semibold">{formatPrice(price)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Footer({
  busy,
  disabled = false,
  onCancel,
  onConfirm,
  label,
  cancel,
}: {
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  label: string;
  cancel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 md:flex-row md:justify-end">
      <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
        {cancel}
      </Button>
      <Button size="lg" onClick={onConfirm} disabled={busy || disabled}>
        {label}
      </Button>
    </div>
  );
}
