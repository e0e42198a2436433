import { formatDate } from "@/lib/infra/format";

const time = new Intl.DateTimeFormat("cs-CZ", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Prague",
});

/** "05. lis 2026 14:03": the day as everywhere on the site, and the Prague time of day. */
export const formatDateTime = (iso: string, locale: string) =>
  `${formatDate(iso, locale)} ${time.format(new Date(iso))}`;
