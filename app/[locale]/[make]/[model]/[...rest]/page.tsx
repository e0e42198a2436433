import { notFound } from "next/navigation";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

// Route table (seed 000 §2.1): any unknown path goes to the home page; one- and two-segment
// paths are make and model landing pages, which redirect when the registry does not know them,
// and three-segment ones a model's facet pages (../[facet]).
// /accounts/* belongs to the accounts area; a path there that does not exist is a 404.
export default async function UnknownPath({
  params,
}: PageProps<"/[locale]/[make]/[model]/[...rest]">) {
  const { locale, make } = (await params) as { locale: Locale; make: string };
  if (make === "accounts") notFound();
  redirect({ href: "/", locale });
}
