import { ClientMessages } from "@/components/i18n/client-messages";
import { ACCOUNT_MESSAGES } from "@/lib/infra/i18n/client-messages";

// The accounts area: its forms get the sign-in messages (the shell's come from the locale layout).
export default function AccountsLayout({ children }: LayoutProps<"/[locale]/accounts">) {
  return <ClientMessages namespaces={ACCOUNT_MESSAGES}>{children}</ClientMessages>;
}
