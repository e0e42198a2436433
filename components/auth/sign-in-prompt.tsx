import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { returnToQuery } from "@/lib/http/return-to";

/** A signed-out visitor's prompt on a page that needs an account, returning to `next` after sign-in. */
export async function SignInPrompt({
  title,
  description,
  next,
}: {
  title: string;
  description: string;
  /** The page to come back to (with its language prefix). */
  next: string;
}) {
  const t = await getTranslations("auth");
  const q = returnToQuery(next);
  return (
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href={`/accounts/login?${q}`} className={buttonClass()}>
          {t("loginButton")}
        </Link>
        <Link href={`/accounts/signup?${q}`} className={buttonClass({ variant: "secondary" })}>
          {t("signupButton")}
        </Link>
      </div>
    </section>
  );
}
