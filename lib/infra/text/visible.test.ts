import { nameField, nameProblem } from "./visible";

describe("nameProblem", () => {
  it.each([
    ["", "invisible"],
    ["   ", "invisible"],
    ["\u200b", "invisible"],
    ["\u200b\u200c\u200d", "invisible"],
    ["\u2060\ufeff\u180e", "invisible"],
    ["\u0301\u0308", "invisible"],
    ["\u00a0\u3000\u00ad", "invisible"],
    ["\u3164\u2800", "invisible"],
    ["\u202eJan", "hidden"],
    ["Autoservis \u202aNovák\u202c", "hidden"],
    ["\u2066x\u2069", "hidden"],
    ["Jan\u200e", "hidden"],
    ["Jan\u200f", "hidden"],
    ["\u061cJan", "hidden"],
    ["Jan\u0000", "hidden"],
    ["Jan\tNovák", "hidden"],
    ["Jan\nNovák", "hidden"],
    ["Jan\u007f", "hidden"],
    ["Jan\u0085", "hidden"],
    ["Jan\u2028Novák", "hidden"],
    ["\u202e", "hidden"],
  ])("%j is %s", (text, problem) => {
    expect(nameProblem(text)).toBe(problem);
  });

  it.each([
    "Jan",
    "Autoservis Novák s.r.o.",
    "e\u0301",
    "Škoda Příbram",
    "Иван",
    "محمد",
    "李",
    "👨\u200d👩\u200d👧",
    "A\u200bB",
  ])("accepts %j", (text) => {
    expect(nameProblem(text)).toBeNull();
  });
});

describe("nameField", () => {
  const field = nameField(10, {
    required: "req",
    tooLong: "long",
    invisible: "invisible",
    hidden: "hidden",
  });
  const firstIssue = (v: unknown) => {
    const r = field.safeParse(v);
    return r.success ? null : r.error.issues[0].message;
  };

  it("trims and keeps a visible name", () => {
    expect(field.parse("  Jan  ")).toBe("Jan");
  });

  it("answers one message key per problem", () => {
    expect(firstIssue(undefined)).toBe("req");
    expect(firstIssue("   ")).toBe("req");
    expect(firstIssue("x".repeat(11))).toBe("long");
    expect(firstIssue("\u200b\u200b")).toBe("invisible");
    expect(firstIssue("Jan\u202e")).toBe("hidden");
    expect(firstIssue("\u202e")).toBe("hidden");
    expect(field.safeParse("\u202e").error?.issues).toHaveLength(1);
  });
});
