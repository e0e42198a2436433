import { apiFetch, redirectFor } from "./client";
import { AppError } from "@/lib/infra/errors";

// jsdom has no fetch Response: the fetcher only reads ok, status, statusText and json().
const json = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => body,
});

describe("apiFetch", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = "csrftoken=abc.def; path=/";
  });

  it("sends the csrftoken cookie as X-CSRFToken on mutations, with same-origin credentials", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiFetch("/api/x/", { method: "POST", body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers["X-CSRFToken"]).toBe("abc.def");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"a":1}');
  });

  it("rebuilds the AppError with its code, fields and extras", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: "The code is not correct.",
        code: "bad_request.phone_code_wrong",
        fields: { code: "phone.errors.codeWrong" },
        attempts_remaining: 2,
      }),
    );
    const err = (await apiFetch("/api/x/", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    )) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe("bad_request.phone_code_wrong");
    expect(err.status).toBe(400);
    expect(err.message).toBe("The code is not correct.");
    expect(err.fields).toEqual({ code: "phone.errors.codeWrong" });
    expect(err.extra).toEqual({ attempts_remaining: 2 });
  });

  it("does not retry a refused Origin (a fresh token cannot cure it)", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { error: "Request origin not allowed.", code: "forbidden.origin" }),
    );
    const err = await apiFetch("/api/x/", { method: "POST", body: {}, noRedirect: true }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: "forbidden.origin", status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fetches a fresh token and retries once after a CSRF refusal", async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(403, { error: "CSRF token missing or invalid.", code: "forbidden.csrf" }),
      )
      .mockResolvedValueOnce(json(200, {})) // GET /api/current-user/
      .mockResolvedValueOnce(json(200, { done: 1 }));
    await expect(apiFetch("/api/x/", { method: "POST", body: {} })).resolves.toEqual({ done: 1 });
    expect(fetchMock.mock.calls[1][0]).toBe("/api/current-user/");
  });
});

describe("redirectFor", () => {
  it("sends 401 to /profile with the return location and 403 home", () => {
    window.history.pushState({}, "", "/en/create-ad?step=2");
    expect(redirectFor(401)).toBe("/en/profile?next=%2Fen%2Fcreate-ad%3Fstep%3D2");
    expect(redirectFor(403)).toBe("/en/?error=forbidden");
    expect(redirectFor(400)).toBeNull();
  });
});
