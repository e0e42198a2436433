"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Link, usePathname } from "@/i18n/navigation";
import { lastSearchUrl } from "@/lib/search/last-search";
import { useCurrentUser } from "@/components/swr/use-current-user";
import { useSavedSearchesBadge } from "@/components/swr/use-saved-searches-badge";
import { useUnreadMessages } from "@/components/swr/use-unread-messages";
import { Badge } from "./badge";
import {
  BookmarkIcon,
  ChatIcon,
  HeartIcon,
  PlusIcon,
  SearchIcon,
  UserIcon,
} from "@/components/ui/icons";
import { isAdPage, sectionOf, type Section } from "./sections";
import { routes } from "@/lib/routes";

type Tab = {
  href: string;
  section: Section;
  label: string;
  icon: React.ReactNode;
  badge?: number;
  /** the badge's spoken label */
  badgeLabel?: string;
};

/** Bottom tab bar below 768 px; hidden on ad pages (seed 000 §2.2). */
export function MobileTabBar() {
  const t = useTranslations("nav");
  const tab = useTranslations("shell.tabs");
  const pathname = usePathname();
  const router = useRouter();
  const { signedIn } = useCurrentUser();
  const { count } = useSavedSearchesBadge();
  const inbox = useTranslations("inbox.nav");
  const unread = useUnreadMessages();
  if (isAdPage(pathname)) return null;
  const active = sectionOf(pathname);
  const tabs: Tab[] = [
    { href: "/", section: "home", label: tab("search"), icon: <SearchIcon /> },
    { href: routes.favorites, section: "favorites", label: tab("favorites"), icon: <HeartIcon /> },
    {
      href: routes.createAd,
      section: "createAd",
      label: tab("postAd"),
      icon: (
        <span className="bg-secondary-500 -my-1 grid size-8 place-items-center rounded-full text-white shadow">
          <PlusIcon className="size-5" />
        </span>
      ),
    },
    {
      href: routes.savedSearches,
      section: "savedSearches",
      label: tab("savedSearches"),
      icon: <BookmarkIcon />,
      badge: count,
      badgeLabel: t("newAds", { count }),
    },
    // the inbox is a signed-in user's only (issue 31): a sixth tab with the unread threads
    ...(signedIn
      ? [
          {
            href: routes.messages,
            section: "messages",
            label: inbox("link"),
            icon: <ChatIcon />,
            badge: unread.count,
            badgeLabel: inbox("unread", { count: unread.count }),
          } satisfies Tab,
        ]
      : []),
    {
      href: routes.profile(),
      section: "profile",
      label: signedIn ? t("profile") : t("login"),
      icon: <UserIcon />,
    },
  ];
  const onTab = (e: React.MouseEvent, item: Tab) => {
    if (item.section === active) {
      e.preventDefault();
      window.scrollTo({ top: 0, behavior: "smooth" });
      return;
    }
    const last = item.section === "home" ? lastSearchUrl() : null;
    if (last) {
      e.preventDefault();
      router.push(last);
    }
  };
  return (
    <nav
      aria-label={t("tabBar")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className={`grid h-16 ${tabs.length > 5 ? "grid-cols-6" : "grid-cols-5"}`}>
        {tabs.map((item) => {
          const on = item.section === active;
          return (
            <li key={item.section}>
              <Link
                href={item.href}
                onClick={(e) => onTab(e, item)}
                aria-current={on ? "page" : undefined}
                className={`flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  on ? "text-primary-700" : "text-slate-600"
                }`}
              >
                <span className="relative">
                  {item.icon}
                  {item.badge ? (
                    <Badge
                      count={item.badge}
                      label={item.badgeLabel ?? ""}
                      className="absolute -top-1.5 left-4"
                    />
                  ) : null}
                </span>
                <span className="max-w-full truncate px-0.5">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
