import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { ContactForm } from "./contact-form";

const answer = (status: number, body: unknown) => {
  document.cookie = "csrftoken=t";
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, statusText: "", json: async () => body }) as Response,
  );
};

async function send() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <ContactForm />
    </NextIntlClientProvider>,
  );
  await user.type(screen.getByLabelText(messages.contact.name), "Jana");
  await user.type(screen.getByLabelText(messages.contact.email), "jana@example.cz");
  await user.type(screen.getByLabelText(messages.contact.message), "Dobrý den");
  await user.click(screen.getByRole("button", { name: messages.contact.send }));
}

test("the message goes to the API with the CSRF header; success empties the form", async () => {
  answer(200, { success: true });
  await send();
  expect(await screen.findByText(messages.contact.success)).toBeVisible();
  const [url, init] = (global.fetch as jest.Mock).mock.calls.at(-1);
  expect(url).toBe("/api/profile/feedback/");
  expect(init.headers["X-CSRFToken"]).toBe("t");
  expect(screen.getByLabelText(messages.contact.name)).toHaveValue("");
});

test("the server's field messages show under their fields, translated", async () => {
  answer(400, { error: "Invalid input", code: "bad_request", fields: { email: "invalidEmail" } });
  await send();
  expect(await screen.findByLabelText(messages.contact.email)).toHaveAccessibleDescription(
    messages.contact.errors.invalidEmail,
  );
  expect(screen.getByLabelText(messages.contact.message)).toHaveValue("Dobrý den");
});

test("too many messages says so", async () => {
  answer(429, { error: "Too many requests", code: "rate_limited" });
  await send();
  expect(await screen.findByText(messages.contact.errors.rateLimited)).toBeVisible();
});

test("a failure without a body says the message was not sent and keeps the text", async () => {
  answer(500, {});
  await send();
  expect(await screen.findByText(messages.contact.failure)).toBeVisible();
  expect(screen.getByLabelText(messages.contact.message)).toHaveValue("Dobrý den");
});
