import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { WarningIcon } from "@/components/ui/icons";
import { routes } from "@/lib/routes";
import { WARNING_CATEGORIES, type Audience, type MessageWarning } from "@/lib/trust/warnings";

// The scam shield's warnings as a reader sees them (issue 31): the recipient of a flagged message
// gets the specific warning of each category for their side; its sender gets a gentle note. Pure
// presentation (the categories come from messages.warnings or scanText()); works on the server
// and in client islands (with MESSAGE_WARNING_MESSAGES of lib/infra/i18n/client-messages.ts).

/** Each category's warning to a buyer (about a seller) — literal keys, see common rules. */
const BUYER_KEYS: Partial<Record<MessageWarning, string>> = {
  deposit: "buyer.deposit",
  abroad: "buyer.abroad",
  escrow: "buyer.escrow",
  courier: "buyer.courier",
  messenger: "buyer.messenger",
  foreign_account: "buyer.foreign_account",
  gift_card: "buyer.gift_card",
  low_price: "buyer.low_price",
};

/** Each category's warning to a seller (about a fake buyer). */
const SELLER_KEYS: Partial<Record<MessageWarning, string>> = {
  escrow: "seller.escrow",
  courier: "seller.courier",
  messenger: "seller.messenger",
  gift_card: "seller.gift_card",
  overpayment: "seller.overpayment",
};

type SafetyKey = Parameters<ReturnType<typeof useTranslations<"safety">>>[0];

/** The message keys of `categories` for `reader`, in the given order, unknown ones left out. */
export function warningKeys(categories: readonly string[], reader: Audience): SafetyKey[] {
  const keys = reader === "buyer" ? BUYER_KEYS : SELLER_KEYS;
  return [...new Set(categories)].flatMap((c) => {
    const key = keys[c as MessageWarning];
    return key ? [key as SafetyKey] : [];
  });
}

/** The list of specific warnings (shared by the message and the ad description warnings). */
export function WarningList({
  categories,
  reader,
  title,
}: {
  categories: readonly string[];
  reader: Audience;
  /** a heading above the list; by default "Careful, this may be a scam" */
  title?: string;
}) {
  const t = useTranslations("safety");
  const keys = warningKeys(categories, reader);
  if (keys.length === 0) return null;
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold text-red-800">
        <WarningIcon />
        {title ?? t("warningsTitle")}
      </p>
      <ul className="mt-1 grid list-disc gap-1 pl-6">
        {keys.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <Link
        href={routes.safeBuying}
        className="mt-1 inline-block font-medium text-amber-900 underline"
      >
        {t("learnMore")}
      </Link>
    </div>
  );
}

/** Beside a message its reader received: the warnings for the reader's side, or nothing. */
export function MessageWarnings({
  categories,
  reader,
}: {
  categories: readonly string[];
  reader: Audience;
}) {
  return <WarningList categories={categories} reader={reader} />;
}

/**
 * Beside a flagged message its sender wrote: a gentle note that the recipient is warned. Only the
 * text's own patterns count (not `low_price`, the ad's rating, which is no fault of the sender).
 */
export function SenderNote({ categories }: { categories: readonly string[] }) {
  const t = useTranslations("safety");
  if (!categories.some((c) => (WARNING_CATEGORIES as readonly string[]).includes(c))) return null;
  return (
    <p role="note" className="text-xs text-slate-500">
      {t("senderNote")}
    </p>
  );
}
