import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { SignupForm } from "./signup-form";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

test("sign-up names the terms and the privacy policy, each a link, before the button", () => {
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <SignupForm next="/profile" />
    </NextIntlClientProvider>,
  );
  expect(screen.getByText(/Vytvořením účtu souhlasíte s/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "podmínkami užívání" })).toHaveAttribute(
    "href",
    "/terms",
  );
  expect(screen.getByRole("link", { name: "zásady ochrany osobních údajů" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
});
