"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { CloseIcon } from "@/components/shell/icons";
import type { SellerContact } from "@/lib/sellers/contact-types";
import { useSellerContact } from "@/lib/swr/use-seller-contact";
import { MailIcon, PhoneIcon, PinIcon } from "./icons";

const row = "flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3";

/** Loads and shows a verified seller's phone, e-mail and location; a failure shows no data. */
export default function ContactDialog({ profileId, adId, name, onClose }: { profileId: number; adId: number; name: string; onClose: () => void }) {
  const t = useTranslations("adDetail");
  // full keys: the common namespace also holds keys reserved for later features
  const root = useTranslations();
  const { contact, failed, limited } = useSellerContact(profileId, adId);

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center md:items-center md:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl md:rounded-2xl">
          <div className="mb-4 flex items-start justify-between gap-3">
            <DialogTitle className="text-lg font-semibold">{t("contactTitle", { name })}</DialogTitle>
            <button type="button" onClick={onClose} aria-label={t("close")} className="-m-1 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100">
              <CloseIcon className="size-5" />
            </button>
          </div>
          {!contact && !failed && (
            <p role="status" className="py-6 text-center text-slate-500">
              {root("common.loading")}
            </p>
          )}
          {failed && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {limited ? t("contactLimited") : t("contactFailed")}
            </p>
          )}
          {contact && !failed && <ContactRows contact={contact} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function ContactRows({ contact }: { contact: SellerContact }) {
  const t = useTranslations("adDetail");
  const phone = contact.phone_number ? parsePhoneNumberFromString(contact.phone_number) : undefined;
  if (!contact.phone_number && !contact.contact_email) return <p className="text-slate-600">{t("contactNone")}</p>;
  return (
    <ul className="grid gap-2">
      {contact.phone_number && (
        <li>
          <a href={phone?.getURI() ?? `tel:${contact.phone_number}`} className={`${row} hover:bg-slate-50`}>
            <PhoneIcon className="size-5 text-primary-600" />
            <span className="sr-only">{t("phone")}: </span>
            <span className="text-lg font-semibold tabular-nums">{phone?.formatInternational() ?? contact.phone_number}</span>
          </a>
        </li>
      )}
      {contact.contact_email && (
        <li>
          <a href={`mailto:${contact.contact_email}`} className={`${row} hover:bg-slate-50`}>
            <MailIcon className="size-5 text-primary-600" />
            <span className="sr-only">{t("email")}: </span>
            <span className="truncate font-medium">{contact.contact_email}</span>
          </a>
        </li>
      )}
      {contact.location && (
        <li className={row}>
          <PinIcon className="size-5 text-primary-600" />
          <span className="sr-only">{t("location")}: </span>
          <span>{contact.location}</span>
        </li>
      )}
    </ul>
  );
}
