"use client";
import { GoogleLogin, GoogleOAuthProvider } from "@react-oauth/google";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/infra/api/client";
import { afterSignIn } from "@/lib/auth/client";
import { FormAlert } from "@/components/ui/form-alert";

/** Waiting time for Google's script before giving up (seed 001 §9). */
const SCRIPT_WAIT_MS = 5000;

/** Google Identity Services button; shown only when NEXT_PUBLIC_GOOGLE_CLIENT_ID is set. */
export function GoogleButton({ clientId, next }: { clientId: string; next: string }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => setFailed(true), SCRIPT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loaded]);
  const signIn = async (credential?: string) => {
    if (!credential) return setFailed(true);
    try {
      await apiFetch("/api/profile/google/", {
        method: "POST",
        body: { credential },
        noRedirect: true,
      });
      window.location.assign(afterSignIn(next));
    } catch (err) {
      console.error("[auth] Google sign-in failed", err);
      setFailed(true);
    }
  };
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      locale={locale}
      onScriptLoadSuccess={() => {
        setLoaded(true);
        setFailed(false);
      }}
      onScriptLoadError={() => setFailed(true)}
    >
      <div className="flex min-h-11 flex-col items-center gap-2">
        <GoogleLogin
          onSuccess={(r) => signIn(r.credential)}
          onError={() => setFailed(true)}
          width="320"
        />
        {failed && <FormAlert>{t("errors.googleFailed")}</FormAlert>}
      </div>
    </GoogleOAuthProvider>
  );
}
