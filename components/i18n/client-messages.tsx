import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages } from "@/lib/infra/i18n/client-messages";

/**
 * Gives the client islands below it these namespaces (presets in lib/infra/i18n/client-messages.ts),
 * and only these: a page (or a section's layout) wraps its content in it. Without it, islands
 * inside a page see the shell's messages only.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
