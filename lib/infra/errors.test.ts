import {
  AppError,
  ERROR_CODES,
  ERROR_STATUS,
  isCode,
  pickForError,
  type ErrorCode,
} from "./errors";

describe("the error codes", () => {
  it("derive the HTTP status from the top-level part", () => {
    const statuses = Object.fromEntries(ERROR_CODES.map((c) => [c, new AppError(c, "x").status]));
    expect(statuses).toMatchObject({
      bad_request: 400,
      "bad_request.multipart": 400,
      unauthorized: 401,
      "unauthorized.google": 401,
      "forbidden.csrf": 403,
      "forbidden.origin": 403,
      "not_found.no_profile": 404,
      "conflict.profile_exists": 409,
      "conflict.in_progress": 409,
      gone: 410,
      "payload_too_large.upload": 413,
      "rate_limited.cooldown": 429,
      "internal.sms": 500,
      unavailable: 503,
    });
    // Every code's top-level part is a kind with a status: none answers undefined.
    expect(
      Object.values(statuses).every((s) => Object.values(ERROR_STATUS).includes(s as never)),
    ).toBe(true);
  });

  it("put the code into every body, with the fields and the spec's extras", () => {
    const body = JSON.parse(
      JSON.stringify(
        new AppError("rate_limited.cooldown", "Wait.", undefined, {
          cooldown_seconds_remaining: 42,
        }),
      ),
    );
    expect(body).toEqual({
      error: "Wait.",
      code: "rate_limited.cooldown",
      cooldown_seconds_remaining: 42,
    });
    expect(new AppError("bad_request", "Invalid input", { email: "k" }).toJSON()).toEqual({
      error: "Invalid input",
      code: "bad_request",
      fields: { email: "k" },
    });
  });
});

describe("AppError.fromBody (the client fetcher's side)", () => {
  it("rebuilds the error the server sent: code, message, fields, extras", () => {
    const sent = new AppError("gone", "This ad has been archived.", undefined, {
      originalAd: { make: "Škoda" },
      similarAds: [],
    });
    const got = AppError.fromBody(410, JSON.parse(JSON.stringify(sent)));
    expect(got).toBeInstanceOf(AppError);
    expect([got.code, got.status, got.message, got.fields]).toEqual([
      "gone",
      410,
      "This ad has been archived.",
      undefined,
    ]);
    expect(got.extra).toEqual({ originalAd: { make: "Škoda" }, similarAds: [] });
    expect(got.toJSON()).toEqual(sent.toJSON());
  });

  it("falls back to the status's code for a body that is not ours", () => {
    expect(AppError.fromBody(404, {}, "Not Found")).toMatchObject({
      code: "not_found",
      message: "Not Found",
    });
    expect(AppError.fromBody(502, "<html>")).toMatchObject({ code: "internal", extra: {} });
    expect(AppError.fromBody(400, { error: "x", code: "made_up" }).code).toBe("bad_request");
    // A code that contradicts the status is not trusted either.
    expect(AppError.fromBody(400, { error: "x", code: "forbidden.csrf" }).code).toBe("bad_request");
  });
});

describe("isCode and pickForError", () => {
  const cooldown = new AppError("rate_limited.cooldown", "Wait.");
  it("match a code exactly, and a top-level code its sub-codes", () => {
    expect(isCode(cooldown, "rate_limited.cooldown")).toBe(true);
    expect(isCode(cooldown, "rate_limited")).toBe(true);
    expect(isCode(new AppError("rate_limited", "x"), "rate_limited.cooldown")).toBe(false);
    expect(isCode(new Error("x"), "internal")).toBe(false);
  });
  it("prefers the sub-code's entry over its kind's", () => {
    const keys: Partial<Record<ErrorCode, string>> = {
      rate_limited: "many",
      "rate_limited.cooldown": "wait",
    };
    expect(pickForError(cooldown, keys)).toBe("wait");
    expect(pickForError(new AppError("rate_limited.sms_quota", "x"), keys)).toBe("many");
    expect(pickForError(new AppError("conflict", "x"), keys)).toBeUndefined();
    expect(pickForError("not an error", keys)).toBeUndefined();
  });
});
