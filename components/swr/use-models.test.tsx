import { renderHook, waitFor } from "@testing-library/react";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { useModels } from "./use-models";

const SKODA = "/api/makes/%C5%A0koda/models/";
const noInitial = { make: null, models: [] };

test("gives a make's models in the form's shape", async () => {
  answerFetch({
    [SKODA]: {
      status: 200,
      body: [
        { model: "Octavia", slug: "octavia", popular: true },
        { model: "Yeti", slug: "yeti", popular: false },
      ],
    },
  });
  const { result } = renderHook(() => useModels("Škoda", noInitial), { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.models).toHaveLength(2));
  expect(result.current.models).toEqual([
    { name: "Octavia", popular: true },
    { name: "Yeti", popular: false },
  ]);
});

test("gives nothing, and asks nothing, without a make", () => {
  const fetchMock = answerFetch({});
  const { result } = renderHook(() => useModels(null, noInitial), { wrapper: SwrTestProvider });
  expect(result.current.models).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("keeps the server's list for the make the page was rendered with, without a refetch", () => {
  const fetchMock = answerFetch({});
  const initial = { make: "Škoda", models: [{ name: "Fabia", popular: true }] };
  const { result } = renderHook(() => useModels("Škoda", initial), { wrapper: SwrTestProvider });
  expect(result.current.models).toEqual(initial.models);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("an unknown make gives no models", async () => {
  const fetchMock = answerFetch({});
  const { result } = renderHook(() => useModels("Nic", noInitial), { wrapper: SwrTestProvider });
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.models).toEqual([]);
});
