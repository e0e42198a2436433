// Shared set-up of the creation wizard's tests (seed 001 §2.4): the wizard rendered with its
// messages, the finished draft, the draft-photo server, photo files and the publish walk.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { FINISHED_DRAFT } from "@/tests/fixtures/draft";
import type { Draft } from "@/components/create-ad/state/draft";
import { DRAFT_KEY } from "@/components/create-ad/state/storage";
import { pickMessages, WIZARD_MESSAGES } from "@/lib/infra/i18n/client-messages";
import { SwrTestProvider } from "@/tests/helpers/swr";
import { Wizard } from "./wizard";

/** The router's push, to see where publishing leads. */
export const push = jest.fn();
// takes effect when this module loads: a test file imports it before the component
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
  useRouter: () => ({ push }),
}));

export const w = messages.createAdWizard;
export const powerLabel = (unit: string) => w.specs.power.replace("{unit}", unit);
const makes = [
  { name: "Škoda", popular: true, logo: "/images/logos/skoda.svg" },
  { name: "Volkswagen", popular: true, logo: "/images/logos/volkswagen.svg" },
  { name: "Citroën", popular: false, logo: "/images/logos/citroen.svg" },
];

/** A draft that has reached the final step, two photos short (a saved draft's photos are on the server). */
const { images: _images, ...finished } = FINISHED_DRAFT;
export { finished };

/** The wizard with every message, or with those its page sends the browser (`client`). */
export function renderWizard({ client = false } = {}) {
  return render(
    <NextIntlClientProvider
      locale="cs"
      messages={client ? pickMessages(messages, WIZARD_MESSAGES) : messages}
      timeZone="Europe/Prague"
    >
      <SwrTestProvider>
        <Wizard makes={makes} />
      </SwrTestProvider>
    </NextIntlClientProvider>,
  );
}

export const saved = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");

/**
 * The draft-photo API as the server keeps it (issue 27): an upload answers a stored photo, or a
 * 400 naming a file whose content is no picture; GET lists, PUT orders, DELETE removes.
 */
export function draftServer(
  routes: Record<string, { status: number; body?: unknown }> = {},
  photos: { id: string; url: string; mini_url: string }[] = [],
) {
  let n = 0;
  const answer = (status: number, body: unknown) =>
    ({ ok: status < 400, status, statusText: "", json: async () => body }) as Response;
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(url);
    const method = init.method ?? "GET";
    if (path === "/api/ads/draft-photos/" && method === "POST") {
      const file = (init.body as FormData).get("image") as File;
      if (file.name.startsWith("text"))
        return answer(400, {
          error: `${file.name}: not a photo.`,
          code: "bad_request.image",
          fields: { images: "createAd.errors.editPhotoFormat" },
        });
      const id = `p${++n}`;
      const photo = { id, url: `/media/${file.name}`, mini_url: `/media/mini-${file.name}` };
      photos.push(photo);
      return answer(201, photo);
    }
    if (path === "/api/ads/draft-photos/" && method === "PUT") {
      const ids = JSON.parse(init.body as string).ids as string[];
      photos.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return answer(200, photos);
    }
    if (path === "/api/ads/draft-photos/") return answer(200, photos);
    if (path.startsWith("/api/ads/draft-photos/") && method === "DELETE") {
      photos.splice(
        photos.findIndex((p) => path.includes(p.id)),
        1,
      );
      return answer(200, {});
    }
    const r = routes[path] ?? { status: 404, body: { error: "Not found", code: "not_found" } };
    return answer(r.status, r.body ?? {});
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, photos };
}
export const jpeg = (name: string, size = 1000, type = "image/jpeg") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

/** The hooks of a wizard test file: an empty draft at /create-ad, the draft-photo server, blob
 * URLs, scrolling, and console noise silenced. */
export function wizardTestHooks() {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/create-ad");
    draftServer();
    URL.createObjectURL = jest.fn((f: Blob) => `blob:${(f as File).name}`);
    URL.revokeObjectURL = jest.fn();
    window.scrollTo = jest.fn();
    jest.spyOn(console, "error").mockImplementation(() => {});
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());
}

/**
 * Walks a finished draft (changed by `draft`) through the photos to Publish, confirmed, with the
 * server's `answer`.
 */
export async function publishWith(
  answer: { status: number; body: unknown },
  draft: Partial<Draft> = {},
) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...finished, ...draft, currentStep: 5 }));
  window.history.replaceState(null, "", "/create-ad?step=5");
  document.cookie = "csrftoken=t";
  const { fetchMock } = draftServer({ "/api/ads/create/": answer });
  const user = userEvent.setup();
  renderWizard();
  await user.upload(await screen.findByTestId("photo-input"), [jpeg("a.jpg"), jpeg("b.jpg")]);
  await screen.findByRole("img", { name: "Fotografie 2" });
  await user.click(screen.getByRole("button", { name: w.next }));
  await user.click(await screen.findByRole("button", { name: w.final.publish }));
  const dialog = screen.getByRole("dialog", { name: w.final.publishTitle });
  expect(dialog).toHaveTextContent(finished.title);
  await user.click(within(dialog).getByRole("button", { name: w.final.publishConfirm }));
  return { fetchMock, user };
}
