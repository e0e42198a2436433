import { renderHook, waitFor } from "@testing-library/react";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { useGenerations } from "./use-generations";

const gen = (gen_id: number, model: string, production_years: string) => ({
  gen_id,
  generation: `${model} ${gen_id}`,
  production_years,
  min_price: null,
  model,
  body_types: [],
  image: "",
});
const skoda = { name: "Škoda", popular: true };
const none = { make: null, models: [], generations: [] };

test("gives the chosen models' generations with their years; an unknown model has none", async () => {
  answerFetch({
    "/api/makes/%C5%A0koda/models/Octavia/gens/": {
      status: 200,
      body: [gen(1, "Octavia", "2012-2020"), gen(2, "Octavia", "2020-")],
    },
    "/api/makes/%C5%A0koda/models/Superb/gens/": {
      status: 200,
      body: [gen(3, "Superb", "2015-2023")],
    },
  });
  const { result } = renderHook(() => useGenerations(skoda, ["Octavia", "Superb", "Nic"], none), {
    wrapper: SwrTestProvider,
  });
  await waitFor(() => expect(result.current.generations).toHaveLength(3));
  expect(result.current.generations).toEqual([
    { id: 1, name: "Octavia 1", model: "Octavia", startYear: 2012, endYear: 2020 },
    { id: 2, name: "Octavia 2", model: "Octavia", startYear: 2020, endYear: null },
    { id: 3, name: "Superb 3", model: "Superb", startYear: 2015, endYear: 2023 },
  ]);
});

test("asks nothing for a make that is not popular, or without models", () => {
  const fetchMock = answerFetch({});
  const { result: other } = renderHook(
    () => useGenerations({ name: "Lada", popular: false }, ["Niva"], none),
    { wrapper: SwrTestProvider },
  );
  const { result: empty } = renderHook(() => useGenerations(skoda, [], none), {
    wrapper: SwrTestProvider,
  });
  expect(other.current.generations).toEqual([]);
  expect(empty.current.generations).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("keeps the server's list for the models the page was rendered with, without a refetch", () => {
  const fetchMock = answerFetch({});
  const generations = [{ id: 1, name: "III", model: "Octavia", startYear: 2012, endYear: 2020 }];
  const initial = { make: "Škoda", models: ["Octavia"], generations };
  const { result } = renderHook(() => useGenerations(skoda, ["Octavia"], initial), {
    wrapper: SwrTestProvider,
  });
  expect(result.current.generations).toEqual(generations);
  expect(fetchMock).not.toHaveBeenCalled();
});
