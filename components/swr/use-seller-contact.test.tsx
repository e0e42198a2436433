import { renderHook, waitFor } from "@testing-library/react";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { useSellerContact } from "./use-seller-contact";

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

test("gives the seller's contact for the ad", async () => {
  const contact = { phone_number: "+420777123456", contact_email: "a@b.cz", location: "Brno" };
  answerFetch({ "/api/seller-profiles/4/contact/?ad=9": { status: 200, body: contact } });
  const { result } = renderHook(() => useSellerContact(4, 9), { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.contact).toEqual(contact));
  expect(result.current.failed).toBe(false);
});

test("a 429 fails as limited, another failure not", async () => {
  answerFetch({
    "/api/seller-profiles/4/contact/?ad=9": {
      status: 429,
      body: { error: "Too many", code: "rate_limited" },
    },
    "/api/seller-profiles/4/contact/?ad=10": {
      status: 500,
      body: { error: "Internal", code: "internal" },
    },
  });
  const { result: limited } = renderHook(() => useSellerContact(4, 9), {
    wrapper: SwrTestProvider,
  });
  const { result: broken } = renderHook(() => useSellerContact(4, 10), {
    wrapper: SwrTestProvider,
  });
  await waitFor(() =>
    expect(limited.current).toMatchObject({ contact: null, failed: true, limited: true }),
  );
  await waitFor(() =>
    expect(broken.current).toMatchObject({ contact: null, failed: true, limited: false }),
  );
});
