import { AppError } from "@/lib/infra/errors";
import { refuseNul } from "./input";

describe("refuseNul", () => {
  it("answers 400 for a NUL", () => {
    expect(() => refuseNul({ message: "\0" })).toThrow(AppError);
    expect(() => refuseNul({ message: "\0" })).toThrow(expect.objectContaining({ status: 400 }));
    expect(refuseNul({ ok: "yes" })).toEqual({ ok: "yes" });
  });
});
