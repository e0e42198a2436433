"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/components/admin/format";
import { useConversations } from "@/components/swr/use-conversations";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { CONVERSATIONS_PAGE_SIZE } from "@/lib/messages/limits";
import type { ConversationItem, ThreadRole } from "@/lib/messages/schemas";
import { routes } from "@/lib/routes";
import { ThreadAdCard } from "./thread-ad";

const FILTERS = [
  { value: null, key: "filterAll" },
  { value: "buyer", key: "filterBuying" },
  { value: "seller", key: "filterSelling" },
] as const satisfies readonly { value: ThreadRole | null; key: string }[];

const ROLE_KEYS = { buyer: "roleBuyer", seller: "roleSeller" } as const;

/** The pages of /zpravy: ?role=buyer&page=2 … (page 1 and "all" are bare). */
const inboxHref = (p: number, role: ThreadRole | null) => {
  const q = new URLSearchParams();
  if (role) q.set("role", role);
  if (p > 1) q.set("page", String(p));
  return q.size ? `${routes.messages}?${q}` : routes.messages;
};

/**
 * The inbox (issue 31): the user's threads in both roles, newest activity first, a filter
 * "Vše / Kupuji / Prodávám" (the server's: each role paged on its own); unread threads bold with a
 * dot.
 */
export function ConversationListView({
  page,
  role = null,
  locale,
}: {
  page: number;
  role?: ThreadRole | null;
  locale: string;
}) {
  const t = useTranslations("inbox");
  const { data, error, isLoading, mutate } = useConversations(page, role);
  if (isLoading && !data)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  if (error && !data)
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-slate-700">
        <p>{t("loadFailed")}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t("retry")}
        </Button>
      </div>
    );
  const shown = data?.results ?? [];
  if (shown.length === 0 && page === 1 && role === null)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <p className="font-semibold text-slate-800">{t("empty")}</p>
        <p className="mt-2 text-sm text-slate-600">{t("emptyHint")}</p>
      </div>
    );
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t("filterLabel")} className="flex gap-2">
        {FILTERS.map(({ value, key }) => (
          <Link
            key={key}
            href={inboxHref(1, value)}
            aria-current={role === value ? "page" : undefined}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${
              role === value
                ? "bg-primary-600 text-white"
                : "bg-slate-100 text-slate-700 hover:bg-slate-200"
            }`}
          >
            {t(key)}
          </Link>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{t("emptyFiltered")}</p>
      ) : (
        <ul className="grid divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {shown.map((c) => (
            <ConversationRow key={c.id} item={c} locale={locale} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={Math.ceil((data?.count ?? 0) / CONVERSATIONS_PAGE_SIZE)}
        hrefFor={(p) => inboxHref(p, role)}
      />
    </div>
  );
}

function ConversationRow({ item, locale }: { item: ConversationItem; locale: string }) {
  const t = useTranslations("inbox");
  const last = item.last_message;
  return (
    <li>
      <Link
        href={routes.conversation(item.id)}
        className={`grid gap-2 p-4 hover:bg-slate-50 ${item.unread ? "bg-primary-50/40" : ""}`}
      >
        <div className="flex items-center justify-between gap-3">
          <ThreadAdCard ad={item.ad} />
          <time
            dateTime={item.last_message_at}
            className="shrink-0 self-start text-xs text-slate-500"
          >
            {formatDateTime(item.last_message_at, locale)}
          </time>
        </div>
        <div className="flex items-center gap-2 text-sm">
          {item.unread && (
            <span className="bg-secondary-600 size-2.5 shrink-0 rounded-full">
              <span className="sr-only">{t("unread")}</span>
            </span>
          )}
          <span className={item.unread ? "font-bold text-slate-900" : "font-medium text-slate-800"}>
            {item.other.name}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
            {t(ROLE_KEYS[item.role])}
          </span>
        </div>
        <p
          className={`truncate text-sm ${item.unread ? "font-semibold text-slate-900" : "text-slate-600"}`}
        >
          {last ? (
            <>
              {last.from_me && <span className="mr-1 text-slate-500">{t("you")}</span>}
              {last.body}
            </>
          ) : (
            t("noMessages")
          )}
        </p>
      </Link>
    </li>
  );
}
