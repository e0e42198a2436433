"use client";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { PlaceCombobox, type PlaceValue } from "@/components/places/place-combobox";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api/client";
import { AppError, pickForError, type ErrorCode } from "@/lib/api/errors";
import {
  createSellerProfileSchema,
  normalizePhone,
  sellerProfileFields,
  type SellerProfileView,
} from "@/lib/sellers/schemas";
import { AvatarInput } from "./avatar-input";
import { PhoneVerification } from "./phone-verification";

export interface SellerProfileModalProps {
  mode: "create" | "update";
  email: string;
  profile: SellerProfileView | null;
  open: boolean;
  onClose: () => void;
}

const SERVER_CODES: Partial<Record<ErrorCode, string>> = {
  "conflict.profile_exists": "sellerProfileForm.errors.profileExists",
  rate_limited: "auth.errors.tooManyAttempts",
};

type Errors = Partial<
  Record<"display_name" | "phone_number" | "terms" | "location" | "avatar_file" | "_", string>
>;

export function SellerProfileModal({
  mode,
  email,
  profile,
  open,
  onClose,
}: SellerProfileModalProps) {
  const t = useTranslations("sellerProfileForm");
  const errorText = useErrorText();
  const router = useRouter();
  const [name, setName] = useState(profile?.display_name ?? "");
  const [phone, setPhone] = useState(() =>
    profile?.phone_number
      ? (parsePhoneNumberFromString(profile.phone_number)?.formatInternational() ??
        profile.phone_number)
      : "",
  );
  const [verified, setVerified] = useState<string | null>(
    profile?.phone_verified ? profile.phone_number : null,
  );
  const [place, setPlace] = useState<PlaceValue | null>(
    profile?.location ? { id: "", name: profile.location } : null,
  );
  const [avatar, setAvatar] = useState<File | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const clear = (field: keyof Errors) =>
    setErrors((e) => (e[field] || e._ ? { ...e, [field]: undefined, _: undefined } : e));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const values = {
      display_name: name,
      phone_number: phone,
      location: place?.name ?? "",
      place_id: place?.id ?? "",
      ...(mode === "create" && terms ? { terms: "true" } : {}),
    };
    const parsed = (mode === "create" ? createSellerProfileSchema : sellerProfileFields).safeParse(
      values,
    );
    const found: Errors = {};
    if (!parsed.success)
      for (const i of parsed.error.issues) found[i.path[0] as keyof Errors] ??= i.message;
    if (!found.phone_number && (!verified || verified !== normalizePhone(phone)))
      found.phone_number = "sellerProfileForm.errors.phoneMustBeVerified";
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.append(k, v);
    if (avatar) body.append("avatar_file", avatar);
    else if (removeAvatar && mode === "update") body.append("avatar_file", "");
    setBusy(true);
    try {
      await apiFetch(
        mode === "create" ? "/api/seller-profiles/create/" : "/api/seller-profiles/my/update/",
        { method: mode === "create" ? "POST" : "PUT", body },
      );
      onClose();
      router.refresh();
    } catch (err) {
      const fields = err instanceof AppError ? (err.fields ?? {}) : {};
      const fallback = mode === "create" ? "sellerProfileForm.errors.createFailed" : "sellerProfileForm.errors.updateFailed";
      setErrors({ ...fields, _: Object.keys(fields).length ? undefined : (pickForError(err, SERVER_CODES) ?? fallback) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center md:items-center md:p-4">
          <DialogPanel className="w-full max-w-lg rounded-t-2xl bg-white p-5 shadow-xl md:rounded-2xl md:p-6">
            <div className="mb-4 flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-bold">
                {mode === "create" ? t("createTitle") : t("updateTitle")}
              </DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label={t("close")}
                className="-m-1 rounded p-1 text-2xl leading-none text-slate-500 hover:bg-slate-100"
              >
                ×
              </button>
            </div>
            <form onSubmit={submit} noValidate className="grid gap-4">
              {errors._ && <FormAlert>{errorText(errors._)}</FormAlert>}
              <TextField
                label={t("displayName")}
                name="display_name"
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  clear("display_name");
                }}
                error={errorText(errors.display_name)}
                autoComplete="name"
              />
              <TextField
                label={t("email")}
                name="email"
                value={email}
                readOnly
                disabled
                hint={t("emailHint")}
              />
              <PhoneVerification
                phone={phone}
                onPhoneChange={(v) => {
                  setPhone(v);
                  clear("phone_number");
                }}
                verified={verified}
                onVerified={(v) => {
                  setVerified(v);
                  clear("phone_number");
                }}
                error={errorText(errors.phone_number)}
              />
              <PlaceCombobox
                id="seller-location"
                label={t("location")}
                value={place}
                onChange={(v) => {
                  setPlace(v);
                  clear("location");
                }}
                error={errorText(errors.location)}
              />
              <AvatarInput
                current={profile?.avatar_url ?? null}
                file={avatar}
                onFile={(f) => {
                  setAvatar(f);
                  clear("avatar_file");
                }}
                removed={removeAvatar}
                onRemove={() => setRemoveAvatar(true)}
                removable={mode === "update"}
                error={errors.avatar_file}
              />
              {mode === "create" && (
                <div>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="terms"
                      checked={terms}
                      onChange={(e) => {
                        setTerms(e.target.checked);
                        clear("terms");
                      }}
                      className="mt-0.5 size-4"
                    />
                    <span>
                      {t.rich("terms", {
                        link: (chunks) => (
                          <Link
                            href="/terms"
                            target="_blank"
                            className="text-primary-700 font-semibold underline"
                          >
                            {chunks}
                          </Link>
                        ),
                      })}
                    </span>
                  </label>
                  {errors.terms && (
                    <p className="mt-1 text-sm text-red-600">{errorText(errors.terms)}</p>
                  )}
                </div>
              )}
              <div className="flex flex-col-reverse gap-2 pt-2 md:flex-row md:justify-end">
                <button
                  type="button"
                  onClick={onClose}
                  className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50"
                >
                  {t("cancel")}
                </button>
                <button
                  type="submit"
                  disabled={busy}
                  className="bg-primary-600 hover:bg-primary-700 rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60"
                >
                  {mode === "create" ? t("createSubmit") : t("updateSubmit")}
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
