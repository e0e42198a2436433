"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/components/admin/format";
import { useConversation, useRefreshInbox } from "@/components/swr/use-conversations";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { AppError } from "@/lib/infra/errors";
import type { SentMessage } from "@/lib/messages/schemas";
import { routes } from "@/lib/routes";
import { BlockButton } from "./block-button";
import { EmailSwitch } from "./email-switch";
import { MessageText } from "./message-text";
import { MessageWarnings, SenderNote } from "@/components/trust/message-warnings";
import { ReplyBox } from "./reply-box";
import { ReportThreadDialog } from "./report-thread-dialog";
import { ThreadAdCard } from "./thread-ad";

/**
 * One thread (issue 31): its ad on top, the messages in order (mine right, theirs left), a reply
 * box, the seller's block and either side's report. Opening it marks it read (the API does, on
 * GET), so the badge and the list are read again.
 */
export function ThreadView({ id, locale }: { id: number; locale: string }) {
  const t = useTranslations("inbox");
  const errors = useTranslations("messages.errors");
  const refreshInbox = useRefreshInbox();
  const { data, error, isLoading, mutate } = useConversation(id);
  const [reporting, setReporting] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const count = data?.messages.length ?? 0;

  // read on open: the badge and the list follow
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    refreshInbox();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the thread has been read
  }, [loaded]);

  // a message added (sent, or arrived on a refresh) scrolls into view; the first paint starts at the top
  const shown = useRef(0);
  useEffect(() => {
    if (shown.current > 0 && count > shown.current)
      end.current?.scrollIntoView?.({ block: "end", behavior: "smooth" });
    shown.current = count;
  }, [count]);

  if (isLoading && !data)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  if (!data)
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-slate-700">
        <p>
          {error instanceof AppError && error.status === 404 ? errors("notFound") : t("loadFailed")}
        </p>
        <Link href={routes.messages} className="text-primary-700 font-semibold hover:underline">
          {t("back")}
        </Link>
        {error && !(error instanceof AppError && error.status === 404) && (
          <Button variant="secondary" onClick={() => void mutate()}>
            {t("retry")}
          </Button>
        )}
      </div>
    );

  const onSent = (sent: SentMessage) => {
    void mutate(
      {
        ...data,
        messages: [...data.messages, sent.message],
        last_message_at: sent.message.created_at,
      },
      { revalidate: true },
    );
    refreshInbox();
  };

  return (
    <div className="grid gap-4">
      <Link
        href={routes.messages}
        className="hover:text-primary-700 inline-flex items-center gap-1 text-sm font-medium text-slate-600"
      >
        <ChevronLeftIcon className="size-4" />
        {t("back")}
      </Link>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <ThreadAdCard ad={data.ad} link />
        <Link
          href={routes.ad(data.ad.id)}
          className="text-primary-700 shrink-0 text-sm font-semibold hover:underline"
        >
          {t("showAd")}
        </Link>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t("threadTitle", { name: data.other.name })}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {data.role === "seller" && (
            <BlockButton
              threadId={data.id}
              name={data.other.name}
              blocked={data.blocked}
              onChange={(blocked) => void mutate({ ...data, blocked }, { revalidate: false })}
            />
          )}
          <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
            {t("report.open")}
          </Button>
        </div>
      </div>
      {data.role === "seller" && data.blocked && (
        <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {t("blockedNote")}
        </p>
      )}
      <ol aria-label={t("messagesLabel")} className="grid gap-3">
        {data.messages.map((m) => (
          <li key={m.id} className={`flex ${m.from_me ? "justify-end" : "justify-start"}`}>
            <div className="max-w-[85%] md:max-w-[70%]">
              <div
                className={`rounded-2xl px-4 py-2.5 ${
                  m.from_me
                    ? "bg-primary-600 rounded-br-sm text-white"
                    : "rounded-bl-sm bg-slate-100 text-slate-900"
                }`}
              >
                {m.from_me && <span className="sr-only">{t("fromMe")}: </span>}
                <MessageText body={m.body} linksAllowed={m.links_allowed} />
              </div>
              {/* the scam shield (lib/trust): the reader's warning, or the sender's gentle note */}
              {m.from_me ? (
                <SenderNote categories={m.warnings} />
              ) : (
                <MessageWarnings categories={m.warnings} reader={data.role} />
              )}
              {m.has_links && !m.links_allowed && (
                <p className="mt-1 text-xs text-slate-500">{t("linksHidden")}</p>
              )}
              <time
                dateTime={m.created_at}
                className={`mt-1 block text-xs text-slate-500 ${m.from_me ? "text-right" : ""}`}
              >
                {formatDateTime(m.created_at, locale)}
              </time>
            </div>
          </li>
        ))}
      </ol>
      <div ref={end} />
      <ReplyBox threadId={data.id} onSent={onSent} />
      <div className="border-t border-slate-200 pt-4">
        <EmailSwitch />
      </div>
      {reporting && (
        <ReportThreadDialog
          threadId={data.id}
          title={data.ad.title}
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}
