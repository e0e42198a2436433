import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { SellerProfileButton } from "./seller-profile-button";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));
jest.mock("@/i18n/navigation", () => ({
  Link: ({ children }: { children: React.ReactNode }) => <a>{children}</a>,
}));
// the SMS round trip has its own tests (tests/e2e/accounts.spec.ts); here the number is verified
jest.mock("./phone-verification", () => ({
  PhoneVerification: (p: {
    onPhoneChange: (v: string) => void;
    onVerified: (v: string) => void;
  }) => (
    <button
      type="button"
      onClick={() => {
        p.onPhoneChange("+420777123456");
        p.onVerified("+420777123456");
      }}
    >
      verify phone
    </button>
  ),
}));

const f = messages.sellerProfileForm;

async function createProfile(returnTo: string | null) {
  answerFetch({ "/api/seller-profiles/create/": { status: 201, body: { id: 7 } } });
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <SwrTestProvider>
        <SellerProfileButton
          email="novy@example.test"
          profile={null}
          label="Založit profil prodejce"
          returnTo={returnTo}
          openAtStart={returnTo !== null}
        />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
  if (!returnTo)
    await userEvent.click(screen.getByRole("button", { name: "Založit profil prodejce" }));
  await screen.findByRole("dialog", { name: f.createTitle });
  await userEvent.type(screen.getByLabelText(f.displayName), "Jan Novák");
  await userEvent.click(screen.getByRole("button", { name: "verify phone" }));
  await userEvent.click(screen.getByRole("checkbox"));
  await userEvent.click(screen.getByRole("button", { name: f.createSubmit }));
}

beforeEach(() => jest.clearAllMocks());

test("opened from the wizard's link, the dialog is open at once and a created profile returns to the wizard", async () => {
  await createProfile("/en/create-ad");
  await waitFor(() => expect(push).toHaveBeenCalledWith("/en/create-ad"));
  expect(refresh).not.toHaveBeenCalled();
});

test("without a return location the profile page stays and refreshes", async () => {
  await createProfile(null);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(push).not.toHaveBeenCalled();
});
