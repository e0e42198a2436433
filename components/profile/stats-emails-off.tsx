import { EmailsOff } from "@/components/static/emails-off";
import { routes } from "@/lib/routes";

/** The page of the link in the weekly statistics e-mail that stops them (issue 32). */
export function StatsEmailsOff({ user, token }: { user: string | null; token: string | null }) {
  return (
    <EmailsOff
      user={user}
      token={token}
      endpoint="/api/profile/stats-emails/unsubscribe/"
      namespace="adStats.emailsOff"
      back={routes.profile()}
    />
  );
}
