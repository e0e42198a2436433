import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { ResetPasswordForm } from "./reset-password-form";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const answer = (status: number, body: unknown) => {
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, json: async () => body }) as Response,
  );
};

async function save() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <ResetPasswordForm token="abc" />
    </NextIntlClientProvider>,
  );
  await user.type(screen.getByLabelText(messages.auth.newPassword), "dlouhe-heslo-123");
  await user.click(screen.getByRole("button", { name: messages.auth.resetSave }));
}

test("too many attempts says so and keeps the form, instead of calling the link invalid", async () => {
  answer(429, {});
  await save();
  expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.errors.tooManyAttempts);
  expect(screen.getByLabelText(messages.auth.newPassword)).toHaveValue("dlouhe-heslo-123");
});

test("a refused token says the link is invalid and offers a new one", async () => {
  answer(400, { code: "INVALID_TOKEN", message: "invalid token" });
  await save();
  expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.resetInvalid);
  expect(screen.getByRole("link", { name: messages.auth.resetAgain })).toHaveAttribute(
    "href",
    "/accounts/password/reset",
  );
});
