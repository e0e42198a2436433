import { authErrorKey, signInWithPassword } from "./client";

// jsdom has no fetch Response: authPost only reads ok, status and json().
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => ({}) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const values = { email: "jan@example.test", password: "correct horse battery" };
const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body as string);

describe("signInWithPassword (the login form's submit)", () => {
  it("goes to /profile in the page's language, not evil.example, for the finding's next", async () => {
    window.history.pushState({}, "", "/en/accounts/login?next=%2Fads%2F..%2F..%2F%2Fevil.example");
    const next = new URLSearchParams(window.location.search).get("next")!;
    const res = await signInWithPassword(values, next);
    expect(res.ok).toBe(true);
    expect(res.goTo).toBe("/en/profile");
    expect(sentBody().callbackURL).toBe("/en/accounts/verify-email?next=%2Fen%2Fprofile");
  });

  it("keeps a same-site return location, in the verification link too", async () => {
    window.history.pushState({}, "", "/accounts/login");
    const res = await signInWithPassword(values, "/skoda/octavia?price_to=100000");
    expect(res.goTo).toBe("/skoda/octavia?price_to=100000");
    expect(sentBody()).toMatchObject({
      ...values,
      callbackURL: "/accounts/verify-email?next=%2Fskoda%2Foctavia%3Fprice_to%3D100000",
    });
  });
});

describe("authErrorKey (every auth form's reading of better-auth's refusals)", () => {
  it("says too many attempts on 429, a known code's message, else the form's fallback", () => {
    expect(authErrorKey({ status: 429, code: null }, "fb")).toBe("auth.errors.tooManyAttempts");
    expect(authErrorKey({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" }, "fb")).toBe(
      "auth.errors.invalidCredentials",
    );
    expect(authErrorKey({ status: 400, code: "INVALID_PASSWORD" }, "fb")).toBe(
      "auth.errors.currentPasswordWrong",
    );
    expect(authErrorKey({ status: 400, code: "SOMETHING_NEW" }, "fb")).toBe("fb");
    expect(authErrorKey({ status: 400, code: "constructor" }, "fb")).toBe("fb");
  });
});
