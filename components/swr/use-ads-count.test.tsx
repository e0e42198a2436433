import { renderHook, waitFor } from "@testing-library/react";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { useAdsCount } from "./use-ads-count";

test("keeps the server's count for the page's filters, then follows a change", async () => {
  const fetchMock = answerFetch({
    "/api/ads-count/filtered/?fuel_type=diesel": { status: 200, body: { count: 17 } },
  });
  const { result, rerender } = renderHook(({ q }) => useAdsCount(q, 120), {
    wrapper: SwrTestProvider,
    initialProps: { q: "" },
  });
  expect(result.current).toBe(120);
  rerender({ q: "fuel_type=diesel" });
  expect(result.current).toBe(120);
  await waitFor(() => expect(result.current).toBe(17));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("a failing count is unknown (null)", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  answerFetch({
    "/api/ads-count/filtered/?fuel_type=lpg": {
      status: 500,
      body: { error: "Internal", code: "internal" },
    },
  });
  const { result, rerender } = renderHook(({ q }) => useAdsCount(q, 120), {
    wrapper: SwrTestProvider,
    initialProps: { q: "" },
  });
  rerender({ q: "fuel_type=lpg" });
  await waitFor(() => expect(result.current).toBeNull());
});
