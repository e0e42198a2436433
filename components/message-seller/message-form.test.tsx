import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { MESSAGE_FORM_MESSAGES, pickMessages } from "@/lib/infra/i18n/client-messages";
import messages from "@/messages/cs.json";
import { answerFetch, setSessionHint, SwrTestProvider } from "@/tests/helpers/swr";
import { MessageButton } from "./message-button";
import { MessageForm, type MessageAd } from "./message-form";

// A browser that may be signed in (the sign-in hint): useCurrentUser asks /api/current-user/.
beforeEach(setSessionHint);

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const t = messages.messages;
const API = "/api/ads/7/messages/";
const AD: MessageAd = { id: 7, title: "Škoda Octavia 2.0 TDI" };

// the messages the ad page gives the form (a key missing from the preset shows as its key)
const intl = (ui: React.ReactNode) => (
  <NextIntlClientProvider
    locale="cs"
    messages={pickMessages(messages, MESSAGE_FORM_MESSAGES)}
    timeZone="Europe/Prague"
    onError={() => {}}
  >
    <SwrTestProvider>{ui}</SwrTestProvider>
  </NextIntlClientProvider>
);
const renderForm = (signedIn: boolean, ads: MessageAd[] = [AD]) =>
  render(intl(<MessageForm ads={ads} signedIn={signedIn} />));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name: t.form.send })));
const posted = (mock: jest.Mock, url = API) =>
  mock.mock.calls
    .filter(([u]) => u === url)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(() => {
  document.cookie = "csrftoken=tok";
});

test("signed out: name, e-mail, phone and the message are sent, then the e-mail must confirm it", async () => {
  const fetchMock = answerFetch({
    [API]: {
      status: 202,
      body: { status: "pending_confirmation", expires_at: "2026-12-01T10:00:00Z" },
    },
  });
  renderForm(false);
  await act(async () => {});
  type(t.form.name, "Jana Veselá");
  type(t.form.email, "jana@example.cz");
  type(t.form.phone, "601 222 333");
  type(t.form.message, "Dobrý den, je vůz stále k dispozici?");
  await send();
  expect(posted(fetchMock)).toEqual([
    {
      body: "Dobrý den, je vůz stále k dispozici?",
      name: "Jana Veselá",
      email: "jana@example.cz",
      // the shared schema reads the number as the server does
      phone: "+420601222333",
    },
  ]);
  expect(await screen.findByRole("heading", { name: t.form.pendingTitle })).toBeInTheDocument();
  expect(screen.getByText(/Na adresu jana@example\.cz jsme poslali odkaz/)).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: t.form.openThread })).not.toBeInTheDocument();
});

test("signed in: no name or e-mail asked, the message goes at once, then a link to the thread", async () => {
  const fetchMock = answerFetch({
    [API]: { status: 201, body: { conversation_id: 42, message: { id: 1 } } },
  });
  renderForm(true);
  await act(async () => {});
  expect(screen.queryByLabelText(t.form.name)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(t.form.email)).not.toBeInTheDocument();
  type(t.form.message, "Mohu si ho prohlédnout v sobotu?");
  await send();
  expect(posted(fetchMock)).toEqual([{ body: "Mohu si ho prohlédnout v sobotu?" }]);
  expect(await screen.findByRole("heading", { name: t.form.sentTitle })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: t.form.openThread })).toHaveAttribute(
    "href",
    "/zpravy/42",
  );
});

test("the suggested first lines fill the message, each on its own line, and the counter follows", async () => {
  answerFetch({});
  renderForm(true);
  await act(async () => {});
  const box = screen.getByLabelText(t.form.message);
  fireEvent.click(screen.getByRole("button", { name: "Je vůz stále k dispozici?" }));
  expect(box).toHaveValue("Je vůz stále k dispozici?");
  fireEvent.click(screen.getByRole("button", { name: "Je cena k jednání?" }));
  expect(box).toHaveValue("Je vůz stále k dispozici?\nJe cena k jednání?");
  expect(await screen.findByText("44 / 2000 znaků")).toBeInTheDocument();
  expect(box).toHaveAttribute("maxLength", "2000");
});

test("a message the schema refuses is named under its field and nothing is sent", async () => {
  const fetchMock = answerFetch({});
  renderForm(false);
  await act(async () => {});
  type(t.form.email, "nope");
  type(t.form.phone, "12345678");
  await send();
  expect(screen.getByText(t.errors.bodyRequired)).toBeInTheDocument();
  expect(screen.getByText(t.errors.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(t.errors.emailInvalid)).toBeInTheDocument();
  expect(screen.getByText(t.errors.phoneInvalid)).toBeInTheDocument();
  expect(posted(fetchMock)).toEqual([]);
});

test.each([
  [429, { code: "rate_limited.messages", error: "Too many" }, t.errors.tooMany],
  [410, { code: "gone.ad_closed", error: "Closed" }, t.errors.adClosed],
  [403, { code: "forbidden.own_ad", error: "Own" }, t.errors.ownAd],
  [403, { code: "forbidden.imported_ad", error: "Imported" }, t.errors.importedAd],
  [500, { code: "internal", error: "Internal" }, t.form.failed],
])("a refusal (%s %j) is said in words and the typed message stays", async (status, body, text) => {
  answerFetch({ [API]: { status, body } });
  renderForm(true);
  await act(async () => {});
  type(t.form.message, "Je vůz stále k dispozici?");
  await send();
  expect(await screen.findByRole("alert")).toHaveTextContent(text);
  expect(screen.getByLabelText(t.form.message)).toHaveValue("Je vůz stále k dispozici?");
  expect(screen.getByRole("button", { name: t.form.send })).toBeInTheDocument();
});

test("the server's field errors show under their fields, with the rest of the form kept", async () => {
  answerFetch({
    [API]: {
      status: 400,
      body: { code: "bad_request", error: "Invalid", fields: { email: "errors.emailInvalid" } },
    },
  });
  renderForm(false);
  await act(async () => {});
  type(t.form.name, "Jana");
  type(t.form.email, "jana@example.cz");
  type(t.form.message, "Je cena k jednání?");
  await send();
  expect(await screen.findByText(t.errors.emailInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText(t.form.email)).toHaveValue("jana@example.cz");
  expect(screen.getByLabelText(t.form.message)).toHaveValue("Je cena k jednání?");
});

test("on the seller page the buyer picks which ad the message is about", async () => {
  const other = "/api/ads/9/messages/";
  const fetchMock = answerFetch({
    [other]: { status: 201, body: { conversation_id: 5, message: { id: 1 } } },
  });
  renderForm(true, [AD, { id: 9, title: "Ford Focus 1.5" }]);
  await act(async () => {});
  fireEvent.change(screen.getByLabelText(t.form.ad), { target: { value: "9" } });
  type(t.form.message, "Je cena k jednání?");
  await send();
  expect(posted(fetchMock, other)).toEqual([{ body: "Je cena k jednání?" }]);
  expect(posted(fetchMock)).toEqual([]);
});

describe("the button", () => {
  const me = (seller_profile_id: number | null) =>
    answerFetch({
      "/api/current-user/": {
        status: 200,
        body: { username: "jana", user_id: "u1", seller_profile_id, is_admin: false },
      },
    });
  const renderButton = () =>
    render(
      intl(
        <MessageButton sellerProfileId={3} sellerName="Autobazar Novák" ads={[AD]} className="" />,
      ),
    );

  test("is offered to a buyer", async () => {
    me(8);
    renderButton();
    await act(async () => {});
    expect(screen.getByRole("button", { name: t.form.open })).toBeInTheDocument();
  });

  test("opens the form; signed out it asks who writes", async () => {
    answerFetch({ "/api/current-user/": { status: 200, body: { username: null } } });
    renderButton();
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: t.form.open }));
    const dialog = await screen.findByRole("dialog", { name: "Zpráva prodejci Autobazar Novák" });
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText(t.form.email)).toBeInTheDocument();
  });

  test("signed in the form asks only for the message", async () => {
    me(8);
    renderButton();
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: t.form.open }));
    expect(await screen.findByLabelText(t.form.message)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.form.email)).not.toBeInTheDocument();
  });

  test("is not offered to the seller on their own ad", async () => {
    me(3);
    renderButton();
    await act(async () => {});
    expect(screen.queryByRole("button", { name: t.form.open })).not.toBeInTheDocument();
  });
});
