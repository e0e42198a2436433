import { isDatabaseUnavailable, isUnstorableText } from "./db-errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** drizzle wraps the driver's error: "Failed query: …" with the driver's error as its cause. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1", { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "pg refused (dual-stack AggregateError)",
      Object.assign(
        new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]),
        { code: "ECONNREFUSED" },
      ),
    ],
    ["a connect timeout", withCode("connect ETIMEDOUT 10.0.0.1:5432", "ETIMEDOUT")],
    ["the server closing the connection", new Error("Connection terminated unexpectedly")],
    ["pg's pool timeout", new Error("timeout exceeded when trying to connect")],
    [
      "an administrator shutdown",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["the server starting up", withCode("the database system is starting up", "57P03")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a closed PGlite", new Error("PGlite is closed")],
    ["an aborted PGlite", new Error("Aborted(). Build with -sASSERTIONS for more info.")],
    ["any of these inside drizzle's error", wrapped(new Error("PGlite is closed"))],
  ])("recognises %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a syntax error", wrapped(withCode('syntax error at or near "x"', "42601"))],
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("leaves %s alone", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("isUnstorableText", () => {
  it("recognises a NUL refused by PostgreSQL, wrapped or not", () => {
    const nul = withCode('invalid byte sequence for encoding "UTF8": 0x00', "22021");
    expect(isUnstorableText(nul)).toBe(true);
    expect(isUnstorableText(wrapped(nul))).toBe(true);
    expect(isUnstorableText(withCode("duplicate key value", "23505"))).toBe(false);
  });
});
