import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { RETURN_TO_PARAM } from "@/lib/infra/security/return-to";
import { GoogleButton } from "./google-button";
import { buttonClass } from "@/components/ui/button";

/**
 * The signed-out card (seed 001 §2.6) of /profile and of every page that needs an account:
 * Google, then login and signup with `next`; the page may name what signing in gives.
 */
export function LoginCard({
  next,
  googleClientId,
  title,
  text,
}: {
  next: string;
  googleClientId?: string;
  title?: string;
  text?: string;
}) {
  const t = useTranslations("auth");
  const q = { [RETURN_TO_PARAM]: next };
  return (
    <div className="mx-auto w-full max-w-md py-4 md:py-10">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title ?? t("loginCardTitle")}</h1>
        <p className="mt-2 text-slate-600">{text ?? t("loginCardText")}</p>
        {googleClientId && (
          <div className="mt-6">
            <GoogleButton clientId={googleClientId} next={next} />
            <p className="my-4 text-xs tracking-wide text-slate-400 uppercase">{t("or")}</p>
          </div>
        )}
        <div className="mt-6 grid gap-3">
          <Link
            href={{ pathname: "/accounts/login", query: q }}
            className={buttonClass({ size: "lg" })}
          >
            {t("loginButton")}
          </Link>
          <Link
            href={{ pathname: "/accounts/signup", query: q }}
            className={buttonClass({ variant: "secondary", size: "lg" })}
          >
            {t("signupButton")}
          </Link>
        </div>
      </section>
    </div>
  );
}
