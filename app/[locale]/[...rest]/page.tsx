import { notFound } from "next/navigation";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

// Route table (seed 000 §2.1): /login goes to /profile, any other unknown path to the home page.
// /accounts/* belongs to the accounts area; a path there that does not exist is a real 404.
export default async function UnknownPath({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = (await params) as { locale: Locale; rest: string[] };
  if (rest[0] === "accounts") notFound();
  if (rest.length === 1 && rest[0] === "login") redirect({ href: "/profile", locale });
  redirect({ href: "/", locale });
}
