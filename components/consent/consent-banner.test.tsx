import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { openConsentSettings } from "@/lib/consent/client";
import { CONSENT_COOKIE } from "@/lib/consent/cookie";
import { ConsentBanner } from "./consent-banner";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const decided = "0b8f7a52-3f5e-4c1a-9d2b-6a1e4f0c7d33:necessary";
const renderBanner = () =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <ConsentBanner />
    </NextIntlClientProvider>,
  );
const clearCookie = () => (document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`);

beforeEach(() => {
  clearCookie();
  global.fetch = jest.fn(async () => ({ ok: true, status: 201 }) as Response) as typeof fetch;
});

test("Escape closes the reopened settings and keeps the earlier choice", async () => {
  document.cookie = `${CONSENT_COOKIE}=${decided}; Path=/`;
  renderBanner();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  act(() => openConsentSettings());
  expect(screen.getByRole("dialog", { name: messages.consent.settingsTitle })).toBeInTheDocument();
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(document.cookie).toContain(decided);
  expect(global.fetch).not.toHaveBeenCalled();
});

test("Escape in the first visit's settings records no choice and returns to the banner", async () => {
  renderBanner();
  await userEvent.click(screen.getByRole("button", { name: messages.consent.customize }));
  await userEvent.click(screen.getByRole("checkbox", { name: messages.consent.analytics }));
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(screen.getByRole("dialog", { name: messages.consent.title })).toBeInTheDocument();
  expect(document.cookie).not.toContain(CONSENT_COOKIE);
  expect(global.fetch).not.toHaveBeenCalled();
});
