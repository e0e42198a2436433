"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { useSavedSearchesBadge } from "@/components/swr/use-saved-searches-badge";
import { useUnreadMessages } from "@/components/swr/use-unread-messages";
import { Badge } from "./badge";
import { routes } from "@/lib/routes";

/** Saved Searches with its new-ads badge. */
export function SavedSearchesLink({ className }: { className?: string }) {
  const t = useTranslations("nav");
  const { count } = useSavedSearchesBadge();
  return (
    <Link href={routes.savedSearches} className={className}>
      {t("savedSearches")}
      <Badge count={count} label={t("newAds", { count })} className="ml-1.5" />
    </Link>
  );
}

/** The inbox with its unread badge, for signed-in users only (none at all for anonymous visitors). */
export function MessagesLink({
  className,
  listItem = false,
}: {
  className?: string;
  /** inside a list: the link comes in its own <li> */
  listItem?: boolean;
}) {
  const t = useTranslations("inbox.nav");
  const { signedIn, count } = useUnreadMessages();
  if (!signedIn) return null;
  const link = (
    <Link href={routes.messages} className={className}>
      {t("link")}
      <Badge count={count} label={t("unread", { count })} className="ml-1.5" />
    </Link>
  );
  return listItem ? <li>{link}</li> : link;
}

/** Profile when signed in, Login otherwise (both lead to /profile). */
export function ProfileLink({ className }: { className?: string }) {
  const t = useTranslations("nav");
  const { signedIn } = useCurrentUser();
  return (
    <Link href={routes.profile()} className={className}>
      {signedIn ? t("profile") : t("login")}
    </Link>
  );
}

/** The admin area, for admins only (the role comes with the current user; /admin checks it again). */
export function AdminLink({
  label,
  className,
  listItem = false,
}: {
  label: string;
  className?: string;
  /** inside a list: the link comes in its own <li> (none at all for other users) */
  listItem?: boolean;
}) {
  const { user } = useCurrentUser();
  if (!user.is_admin) return null;
  const link = (
    <Link href={routes.admin()} className={className}>
      {label}
    </Link>
  );
  return listItem ? <li>{link}</li> : link;
}
