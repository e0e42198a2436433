"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { redirectFor } from "@/lib/infra/api/client";

/**
 * After the session expired: to sign-in and back to this very step (`?step=` is in the URL). The
 * draft stays in local storage and its photos on the server, so nothing is lost (issue 27).
 */
export function SignInAgain() {
  const t = useTranslations("createAdWizard");
  return (
    <Button size="sm" className="mt-2" onClick={() => window.location.assign(redirectFor(401)!)}>
      {t("signInAgain")}
    </Button>
  );
}
