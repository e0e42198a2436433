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

/** The form the dialog sent (the last call of the mocked fetch). */
const sentForm = (fetchMock: jest.Mock) => fetchMock.mock.calls.at(-1)![1].body as FormData;

async function createProfile(
  returnTo: string | null,
  { dealer = false, ico = "" }: { dealer?: boolean; ico?: string } = {},
) {
  const fetchMock = answerFetch({
    "/api/seller-profiles/create/": { status: 201, body: { id: 7 } },
  });
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
  await userEvent.click(screen.getByRole("checkbox", { name: /obchodními podmínkami/ }));
  if (dealer) await userEvent.click(screen.getByRole("checkbox", { name: new RegExp(f.dealer) }));
  if (ico) await userEvent.type(screen.getByLabelText(f.ico), ico);
  await userEvent.click(screen.getByRole("button", { name: f.createSubmit }));
  return fetchMock;
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

test("a new profile is a private seller's unless the dealer box is ticked", async () => {
  const fetchMock = await createProfile(null);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sentForm(fetchMock).get("is_dealer")).toBe("false");
  expect(sentForm(fetchMock).get("ico")).toBe("");
});

test("a dealer ticks the box when creating the profile", async () => {
  const fetchMock = await createProfile(null, { dealer: true });
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sentForm(fetchMock).get("is_dealer")).toBe("true");
});

test("a dealer's wrong IČO is refused before sending", async () => {
  const fetchMock = await createProfile(null, { dealer: true, ico: "25596642" });
  expect(await screen.findByText(f.errors.icoInvalid)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith("/api/seller-profiles/create/", expect.anything());
  const field = screen.getByLabelText(f.ico);
  await userEvent.clear(field);
  await userEvent.type(field, "255 96 641");
  await userEvent.click(screen.getByRole("button", { name: f.createSubmit }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sentForm(fetchMock).get("ico")).toBe("255 96 641");
});

test("the update form opens with the profile's flag and sends it changed", async () => {
  const fetchMock = answerFetch({
    "/api/seller-profiles/my/update/": { status: 200, body: { id: 7 } },
  });
  render(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      <SwrTestProvider>
        <SellerProfileButton
          email="bazar@example.test"
          profile={{
            id: 7,
            display_name: "Autobazar Novák",
            avatar_url: null,
            user_id: "u1",
            location: null,
            location_link: null,
            phone_number: "+420777123456",
            phone_verified: true,
            contact_email: "bazar@example.test",
            is_dealer: true,
            ico: "25596641",
          }}
          label="Upravit"
          openAtStart
        />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
  await screen.findByRole("dialog", { name: f.updateTitle });
  const box = screen.getByRole("checkbox", { name: new RegExp(f.dealer) });
  expect(box).toBeChecked();
  expect(screen.getByLabelText(f.ico)).toHaveValue("25596641");
  expect(screen.queryByRole("checkbox", { name: /obchodními podmínkami/ })).toBeNull();
  await userEvent.click(box);
  expect(screen.queryByLabelText(f.ico)).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: f.updateSubmit }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sentForm(fetchMock).get("is_dealer")).toBe("false");
});
