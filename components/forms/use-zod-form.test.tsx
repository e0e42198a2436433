import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { z } from "zod";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiFetch } from "@/lib/infra/api/client";
import messages from "@/messages/cs.json";
import { applyServerErrors, formError } from "./apply-server-errors";
import { useZodForm } from "./use-zod-form";

const schema = z.object({
  display_name: z.string().trim().min(1, "sellerProfileForm.errors.displayNameRequired"),
  email: z.email("auth.errors.emailInvalid"),
});

/** A small form on the kit, sending to a stubbed server the way the real forms do. */
function ProfileForm() {
  const errorText = useErrorText();
  const form = useZodForm(schema, { defaultValues: { display_name: "", email: "" } });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await apiFetch("/api/thing/", { method: "POST", body: values, noRedirect: true });
    } catch (err) {
      applyServerErrors(form, err, {
        codes: { "conflict.profile_exists": "sellerProfileForm.errors.profileExists" },
        fallback: "common.errorOccurred",
      });
    }
  });
  const failure = formError(form);
  return (
    <form onSubmit={submit} noValidate>
      {failure && <FormAlert>{errorText(failure)}</FormAlert>}
      <TextField
        label="Jméno"
        error={errorText(formState.errors.display_name?.message)}
        {...register("display_name")}
      />
      <TextField
        label="E-mail"
        error={errorText(formState.errors.email?.message)}
        {...register("email")}
      />
      <SubmitButton busy={formState.isSubmitting}>Uložit</SubmitButton>
    </form>
  );
}

const answer = (status: number, body: unknown) => {
  document.cookie = "csrftoken=t";
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, statusText: "", json: async () => body }) as Response,
  );
};

async function fillAndSend() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <ProfileForm />
    </NextIntlClientProvider>,
  );
  await user.type(screen.getByLabelText("Jméno"), "Jana");
  await user.type(screen.getByLabelText("E-mail"), "jana@example.cz");
  await user.click(screen.getByRole("button", { name: "Uložit" }));
}

test("the form's own check shows each message under its field before anything is sent", async () => {
  answer(200, {});
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <ProfileForm />
    </NextIntlClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Uložit" }));
  expect(
    await screen.findByText(messages.sellerProfileForm.errors.displayNameRequired),
  ).toBeVisible();
  expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
    messages.auth.errors.emailInvalid,
  );
  expect(global.fetch).not.toHaveBeenCalled();
});

test("a server 400 with fields shows each translated message under its field, and no form alert", async () => {
  answer(400, {
    error: "Invalid input",
    code: "bad_request",
    fields: {
      display_name: "sellerProfileForm.errors.displayNameRequired",
      email: "auth.errors.emailInvalid",
    },
  });
  await fillAndSend();
  expect(await screen.findByLabelText("Jméno")).toHaveAccessibleDescription(
    messages.sellerProfileForm.errors.displayNameRequired,
  );
  expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
    messages.auth.errors.emailInvalid,
  );
  expect(screen.getByLabelText("E-mail")).toBeInvalid();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("an error with a code only shows a form alert with the code's message", async () => {
  answer(409, { error: "Profile exists", code: "conflict.profile_exists" });
  await fillAndSend();
  expect(await screen.findByRole("alert")).toHaveTextContent(
    messages.sellerProfileForm.errors.profileExists,
  );
  expect(screen.getByLabelText("Jméno")).toBeValid();
});

test("an unexpected failure, or a field the form does not have, falls back to the form alert", async () => {
  answer(400, {
    error: "Invalid input",
    code: "bad_request",
    fields: { avatar: "sellerProfileForm.errors.avatarSize" },
  });
  await fillAndSend();
  expect(await screen.findByRole("alert")).toHaveTextContent(messages.common.errorOccurred);
});
