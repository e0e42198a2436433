import { renderHook, waitFor } from "@testing-library/react";
import { answerFetch, SwrTestProvider } from "@/tests/helpers/swr";
import { useCurrentUser } from "./use-current-user";

// jsdom cannot navigate: a location.assign shows up as its "Not implemented: navigation" error.
const navigated = (spy: jest.SpyInstance) =>
  spy.mock.calls.some((args) => String(args[0]).includes("navigation"));

test("a signed-in answer gives the user", async () => {
  answerFetch({
    "/api/current-user/": {
      status: 200,
      body: { username: "jana", user_id: "u1", seller_profile_id: 4, is_admin: false },
    },
  });
  const { result } = renderHook(() => useCurrentUser(), { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.signedIn).toBe(true));
  expect(result.current.user).toMatchObject({ username: "jana", seller_profile_id: 4 });
});

test("a 401 reads as signed out, without sending the user to the login page", async () => {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const fetchMock = answerFetch({
    "/api/current-user/": { status: 401, body: { error: "Sign in", code: "unauthorized" } },
  });
  const { result } = renderHook(() => useCurrentUser(), { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(fetchMock).toHaveBeenCalledWith("/api/current-user/", expect.anything());
  expect(result.current.signedIn).toBe(false);
  expect(result.current.user.username).toBeNull();
  expect(navigated(consoleError)).toBe(false);
  consoleError.mockRestore();
});
