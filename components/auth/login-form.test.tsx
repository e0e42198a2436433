import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import messages from "@/messages/cs.json";
import { LoginForm } from "./login-form";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const form = (
  <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
    <LoginForm next="/profile" />
  </NextIntlClientProvider>
);

// A click before hydration submitted the plain HTML form with GET:
// /accounts/login?email=…&password=… (seen on a slow first load in CI).
test("the server HTML cannot send the password in the URL: POST, and the button waits for hydration", () => {
  const html = renderToString(form);
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).toMatch(/<button type="submit" disabled=""/);
});

test("once hydrated the button can be used", () => {
  render(form);
  expect(screen.getByRole("button", { name: messages.auth.loginButton })).toBeEnabled();
});
