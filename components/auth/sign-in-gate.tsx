import { ClientMessages } from "@/components/i18n/client-messages";
import { googleClientId } from "@/lib/auth/google-provider";
import { ACCOUNT_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { LoginCard } from "./login-card";

/**
 * What a signed-out visitor sees of a page that needs an account (the profile, the inbox, saved
 * searches, the wizard): the login card, which brings them back to `next` once signed in.
 */
export function SignInGate({ next, title, text }: { next: string; title?: string; text?: string }) {
  return (
    <ClientMessages namespaces={ACCOUNT_MESSAGES}>
      <LoginCard next={next} googleClientId={googleClientId()} title={title} text={text} />
    </ClientMessages>
  );
}
