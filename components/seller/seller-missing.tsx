"use client";

import { useParams } from "next/navigation";
import { Link } from "@/i18n/navigation";

type Text = { title: string; text: string };

/** not-found.tsx gets no params: the id in the URL says whether it was unknown or not a number. */
export function SellerMissing({
  notFound,
  invalid,
  backHome,
}: {
  notFound: Text;
  invalid: Text;
  backHome: string;
}) {
  const { profileId } = useParams<{ profileId?: string }>();
  const shown = profileId !== undefined && !/^\d+$/.test(profileId) ? invalid : notFound;
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-primary-200 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-bold">{shown.title}</h1>
      <p className="mt-2 text-slate-600">{shown.text}</p>
      <Link
        href="/"
        className="bg-primary-600 hover:bg-primary-700 mt-6 inline-block rounded-lg px-5 py-2.5 font-semibold text-white"
      >
        {backHome}
      </Link>
    </div>
  );
}
