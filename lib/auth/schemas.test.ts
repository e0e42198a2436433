import { normalizePhone } from "@/lib/sellers/schemas";
import { accountNameSchema } from "./schemas";

describe("normalizePhone", () => {
  it("reads Czech numbers without a prefix and international ones", () => {
    expect(normalizePhone("777 123 456")).toBe("+420777123456");
    expect(normalizePhone("+421 912 345 678")).toBe("+421912345678");
    expect(normalizePhone("12345")).toBeNull();
  });
});

describe("accountNameSchema", () => {
  it("keeps the e-mail's local part the sign-up form sends, trimmed", () => {
    expect(accountNameSchema.parse(" jan.novak ")).toBe("jan.novak");
  });

  it("refuses invisible names and hidden characters with the auth message keys", () => {
    expect(accountNameSchema.safeParse("\u200b").error?.issues[0].message).toBe(
      "auth.errors.nameInvisible",
    );
    expect(accountNameSchema.safeParse("admin\u202egpj").error?.issues[0].message).toBe(
      "auth.errors.nameHidden",
    );
  });
});
