"use client";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { mutate } from "swr";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { PlaceCombobox } from "@/components/places/place-combobox";
import { Link } from "@/i18n/navigation";
import { apiFetch } from "@/lib/infra/api/client";
import { applyServerErrors, formError } from "@/components/forms/apply-server-errors";
import { useZodForm } from "@/components/forms/use-zod-form";
import { swrKeys } from "@/components/swr/keys";
import { icoField, sellerProfileFields, type SellerProfileView } from "@/lib/sellers/schemas";
import { AvatarInput } from "./avatar-input";
import { PhoneVerification } from "./phone-verification";

export interface SellerProfileModalProps {
  mode: "create" | "update";
  email: string;
  profile: SellerProfileView | null;
  open: boolean;
  onClose: () => void;
  /** a checked same-site path the user goes to once a profile is created (the wizard) */
  returnTo?: string | null;
}

const SERVER_CODES = {
  "conflict.profile_exists": "sellerProfileForm.errors.profileExists",
  rate_limited: "auth.errors.tooManyAttempts",
} as const;

/**
 * The form's values: the fields the server parses (`sellerProfileFields`, the dealer flag as the
 * box's boolean), the number the phone check verified, the avatar and the terms box; the number
 * must be the verified one.
 */
const formSchema = (mode: "create" | "update") =>
  sellerProfileFields
    .extend({
      phone_verified: z.string().nullable(),
      avatar_file: z.custom<File | null>(),
      remove_avatar: z.boolean(),
      is_dealer: z.boolean(),
      // checked below, only while the dealer box is ticked (the field is hidden otherwise)
      ico: z.string(),
      terms:
        mode === "create"
          ? z.boolean().refine(Boolean, "sellerProfileForm.errors.termsRequired")
          : z.boolean(),
    })
    .refine((v) => v.phone_number === v.phone_verified, {
      path: ["phone_number"],
      message: "sellerProfileForm.errors.phoneMustBeVerified",
      // also beside other fields' errors, but not over the number's own
      when: (p) => !p.issues.some((i) => i.path?.[0] === "phone_number"),
    })
    .superRefine((v, ctx) => {
      if (!v.is_dealer) return;
      for (const issue of icoField.safeParse(v.ico).error?.issues ?? [])
        ctx.addIssue({ code: "custom", path: ["ico"], message: issue.message });
    });
type FormOutput = z.output<ReturnType<typeof formSchema>>;

const displayPhone = (e164: string) =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** What the create and update endpoints take: multipart, the avatar as a file or "" to remove it. */
function toBody(v: FormOutput, mode: "create" | "update") {
  const body = new FormData();
  const fields = {
    display_name: v.display_name,
    phone_number: v.phone_number,
    location: v.location,
    place_id: v.place_id,
  };
  for (const [k, value] of Object.entries(fields)) body.append(k, value);
  body.append("is_dealer", String(v.is_dealer));
  // a private seller's profile keeps no IČO: the server clears it
  body.append("ico", v.is_dealer ? v.ico : "");
  if (mode === "create") body.append("terms", "true");
  if (v.avatar_file) body.append("avatar_file", v.avatar_file);
  else if (v.remove_avatar && mode === "update") body.append("avatar_file", "");
  return body;
}

export function SellerProfileModal({
  mode,
  email,
  profile,
  open,
  onClose,
  returnTo = null,
}: SellerProfileModalProps) {
  const t = useTranslations("sellerProfileForm");
  const errorText = useErrorText();
  const router = useRouter();
  const schema = useMemo(() => formSchema(mode), [mode]);
  const form = useZodForm(schema, {
    defaultValues: {
      display_name: profile?.display_name ?? "",
      phone_number: profile?.phone_number ? displayPhone(profile.phone_number) : "",
      phone_verified: profile?.phone_verified ? profile.phone_number : null,
      location: profile?.location ?? "",
      place_id: "",
      avatar_file: null,
      remove_avatar: false,
      is_dealer: profile?.is_dealer ?? false,
      ico: profile?.ico ?? "",
      terms: false,
    },
  });
  const { control, register, handleSubmit, formState, setValue, watch } = form;
  const errors = formState.errors;
  const failure = formError(form);

  const submit = handleSubmit(async (values) => {
    try {
      await apiFetch(
        mode === "create" ? "/api/seller-profiles/create/" : "/api/seller-profiles/my/update/",
        { method: mode === "create" ? "POST" : "PUT", body: toBody(values, mode) },
      );
      onClose();
      // the header and tab bar read the seller profile id from the cached current user
      void mutate(swrKeys.currentUser);
      if (mode === "create" && returnTo) router.push(returnTo);
      else router.refresh();
    } catch (err) {
      const fallback =
        mode === "create"
          ? "sellerProfileForm.errors.createFailed"
          : "sellerProfileForm.errors.updateFailed";
      applyServerErrors(form, err, { codes: SERVER_CODES, fallback });
    }
  });

  const location = watch("location");
  const placeId = watch("place_id");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === "create" ? t("createTitle") : t("updateTitle")}
      closeLabel={t("close")}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        {failure && <FormAlert>{errorText(failure)}</FormAlert>}
        <TextField
          label={t("displayName")}
          error={errorText(errors.display_name?.message)}
          autoComplete="name"
          {...register("display_name")}
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
          phone={watch("phone_number")}
          onPhoneChange={(v) =>
            setValue("phone_number", v, { shouldValidate: formState.isSubmitted })
          }
          verified={watch("phone_verified")}
          onVerified={(v) => {
            setValue("phone_verified", v);
            if (formState.isSubmitted) void form.trigger("phone_number");
          }}
          error={errorText(errors.phone_number?.message)}
        />
        <PlaceCombobox
          id="seller-location"
          label={t("location")}
          value={location ? { id: placeId ?? "", name: location } : null}
          onChange={(v) => {
            setValue("place_id", v?.id ?? "");
            setValue("location", v?.name ?? "", { shouldValidate: formState.isSubmitted });
          }}
          error={errorText(errors.location?.message)}
        />
        <Controller
          control={control}
          name="avatar_file"
          render={({ field, fieldState }) => (
            <AvatarInput
              current={profile?.avatar_url ?? null}
              file={field.value ?? null}
              onFile={field.onChange}
              removed={watch("remove_avatar")}
              onRemove={() => setValue("remove_avatar", true)}
              removable={mode === "update"}
              error={fieldState.error?.message}
            />
          )}
        />
        <Checkbox
          label={
            <>
              {t("dealer")}
              <span className="block text-slate-500">{t("dealerHint")}</span>
            </>
          }
          error={errorText(errors.is_dealer?.message)}
          {...register("is_dealer")}
        />
        {watch("is_dealer") && (
          <TextField
            label={t("ico")}
            hint={t("icoHint")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            error={errorText(errors.ico?.message)}
            {...register("ico")}
          />
        )}
        {mode === "create" && (
          <Checkbox
            label={t.rich("terms", {
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
            error={errorText(errors.terms?.message)}
            {...register("terms")}
          />
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 md:flex-row md:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {mode === "create" ? t("createSubmit") : t("updateSubmit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
