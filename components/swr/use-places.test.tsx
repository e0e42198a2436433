import { renderHook, waitFor } from "@testing-library/react";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { usePlaces } from "./use-places";

test("suggests places for two typed letters or more, and asks nothing for fewer", async () => {
  const olomouc = { id: "1", name: "Olomouc", region: "Olomoucký kraj" };
  const fetchMock = answerFetch({
    "/api/places/?q=Olo": { status: 200, body: { results: [olomouc] } },
  });
  const { result, rerender } = renderHook(({ q }) => usePlaces(q), {
    wrapper: SwrTestProvider,
    initialProps: { q: "O" },
  });
  expect(result.current.places).toEqual([]);
  rerender({ q: " Olo " });
  await waitFor(() => expect(result.current.places).toEqual([olomouc]));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
