import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import messages from "@/messages/cs.json";
import { DESCRIPTION_MAX } from "@/lib/ads/schemas";
import { EMPTY_DRAFT, type Draft } from "@/components/create-ad/state/draft";
import { DescriptionStep } from "./description-step";

const w = messages.createAdWizard;
const advance = jest.fn();

/** Step 4 of a draft whose earlier steps are done. */
function Step() {
  const [draft, setDraft] = useState<Draft>({
    ...EMPTY_DRAFT,
    make: "Škoda",
    model: "Octavia",
    year: 2019,
    fuelType: "diesel",
    transmission: "mt",
    bodyType: "ESTATE_CAR",
    driveType: "fwd",
    powerKw: 110,
    mileageKm: 120000,
    title: "Škoda Octavia 2019",
    currentStep: 4,
  });
  return (
    <DescriptionStep
      draft={draft}
      update={(fn) => setDraft(fn)}
      advance={advance}
      back={() => {}}
      errors={{}}
    />
  );
}

test("a description over 2 000 characters is kept whole and refused with a message, not cut", async () => {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <Step />
    </NextIntlClientProvider>,
  );
  const field = screen.getByLabelText(w.description.descriptionLabel);
  const next = screen.getByRole("button", { name: w.next });
  const long = "a".repeat(DESCRIPTION_MAX + 50);
  await user.click(field);
  await user.paste(long);
  expect(field).toHaveValue(long); // nothing cut off
  expect(screen.getByText(messages.createAd.errors.descriptionTooLong)).toBeVisible();
  expect(screen.getByText(/^2\D?050 \/ 2\D?000 znaků$/)).toBeVisible();
  expect(next).toBeDisabled();
  await user.type(field, "{Backspace}".repeat(50));
  expect(screen.queryByText(messages.createAd.errors.descriptionTooLong)).toBeNull();
  expect(next).toBeEnabled();
});
