import { notFound } from "next/navigation";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

// Route table (seed 000 §2.1): any unknown path goes to the home page (/login has its own
// route). /accounts/* belongs to the accounts area; a path there that does not exist is a 404.
export default async function UnknownPath({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = (await params) as { locale: Locale; rest: string[] };
  if (rest[0] === "accounts") notFound();
  redirect({ href: "/", locale });
}
