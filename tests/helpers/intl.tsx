import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { pickMessages } from "@/lib/infra/i18n/client-messages";
import messages from "@/messages/cs.json";

/**
 * Renders a page's client island in Czech with only the namespaces of its preset
 * (lib/infra/i18n/client-messages.ts), as the page gives them to the browser.
 */
export const show = (ui: ReactNode, namespaces: readonly string[]) =>
  render(
    <NextIntlClientProvider
      locale="cs"
      messages={pickMessages(messages, namespaces)}
      timeZone="Europe/Prague"
      onError={() => {}}
    >
      {ui}
    </NextIntlClientProvider>,
  );
