import { EmailsOff } from "@/components/static/emails-off";
import { routes } from "@/lib/routes";

/** The page of the link in a new-message e-mail that stops them (issue 31). */
export function MessageEmailsOff({ user, token }: { user: string | null; token: string | null }) {
  return (
    <EmailsOff
      user={user}
      token={token}
      endpoint="/api/messages/unsubscribe/"
      namespace="messages.emailsOff"
      back={routes.messages}
    />
  );
}
