import { sellerProfileFields } from "./schemas";

const fields = (display_name: string) => ({ display_name, phone_number: "777 123 456" });
const nameIssue = (display_name: string) =>
  sellerProfileFields
    .safeParse(fields(display_name))
    .error?.issues.find((i) => i.path[0] === "display_name")?.message;

describe("sellerProfileFields.display_name", () => {
  it("refuses a name with nothing visible in it", () => {
    expect(nameIssue("\u200b\u2060\ufeff")).toBe("sellerProfileForm.errors.displayNameInvisible");
    expect(nameIssue("\u0301")).toBe("sellerProfileForm.errors.displayNameInvisible");
  });

  it("refuses direction and control characters anywhere in it", () => {
    expect(nameIssue("Autoservis \u202eNovák")).toBe("sellerProfileForm.errors.displayNameHidden");
    expect(nameIssue("Jan\u2066x")).toBe("sellerProfileForm.errors.displayNameHidden");
    expect(nameIssue("Jan\u0000")).toBe("sellerProfileForm.errors.displayNameHidden");
  });

  it("keeps the required and length messages, and ordinary names", () => {
    expect(nameIssue("   ")).toBe("sellerProfileForm.errors.displayNameRequired");
    expect(nameIssue("x".repeat(101))).toBe("sellerProfileForm.errors.displayNameTooLong");
    expect(sellerProfileFields.parse(fields("  Autoservis Novák  ")).display_name).toBe(
      "Autoservis Novák",
    );
  });
});

describe("sellerProfileFields.is_dealer", () => {
  const dealer = (is_dealer?: unknown) =>
    sellerProfileFields.safeParse({ ...fields("Jan"), is_dealer });

  it("reads a ticked box as yes and an empty or false one as no", () => {
    for (const v of ["true", "on", "1", true]) expect(dealer(v).data?.is_dealer).toBe(true);
    for (const v of ["false", "0", "", false]) expect(dealer(v).data?.is_dealer).toBe(false);
  });

  it("leaves it out when not sent (an update keeps the flag), and refuses anything else", () => {
    expect(dealer().data?.is_dealer).toBeUndefined();
    expect(dealer("yes please").error?.issues[0]).toMatchObject({
      path: ["is_dealer"],
      message: "sellerProfileForm.errors.dealerInvalid",
    });
  });
});
