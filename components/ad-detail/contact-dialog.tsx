"use client";

import { parsePhoneNumberFromString } from "libphonenumber-js";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { MailIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import type { SellerContact } from "@/lib/sellers/contact-types";
import { useSellerContact } from "@/components/swr/use-seller-contact";

const row = "flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3";

/** Loads and shows a verified seller's phone, e-mail and location; a failure shows no data. */
export default function ContactDialog({
  profileId,
  adId,
  name,
  onClose,
}: {
  profileId: number;
  adId: number;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations("adDetail");
  // full keys: the common namespace also holds keys reserved for later features
  const root = useTranslations();
  const { contact, failed, limited } = useSellerContact(profileId, adId);

  return (
    <Dialog onClose={onClose} title={t("contactTitle", { name })} closeLabel={t("close")}>
      <div className="mt-4">
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
      </div>
    </Dialog>
  );
}

function ContactRows({ contact }: { contact: SellerContact }) {
  const t = useTranslations("adDetail");
  const phone = contact.phone_number ? parsePhoneNumberFromString(contact.phone_number) : undefined;
  if (!contact.phone_number && !contact.contact_email)
    return <p className="text-slate-600">{t("contactNone")}</p>;
  return (
    <ul className="grid gap-2">
      {contact.phone_number && (
        <li>
          <a
            href={phone?.getURI() ?? `tel:${contact.phone_number}`}
            className={`${row} hover:bg-slate-50`}
          >
            <PhoneIcon className="text-primary-600 size-5" />
            <span className="sr-only">{t("phone")}: </span>
            <span className="text-lg font-semibold tabular-nums">
              {phone?.formatInternational() ?? contact.phone_number}
            </span>
          </a>
        </li>
      )}
      {contact.contact_email && (
        <li>
          <a href={`mailto:${contact.contact_email}`} className={`${row} hover:bg-slate-50`}>
            <MailIcon className="text-primary-600 size-5" />
            <span className="sr-only">{t("email")}: </span>
            <span className="truncate font-medium">{contact.contact_email}</span>
          </a>
        </li>
      )}
      {contact.location && (
        <li className={row}>
          <PinIcon className="text-primary-600 size-5" />
          <span className="sr-only">{t("location")}: </span>
          <span>{contact.location}</span>
        </li>
      )}
    </ul>
  );
}
