/** @jest-environment node */
import cs from "@/messages/cs.json";
import {
  CARD_MESSAGES,
  INBOX_MESSAGES,
  pickMessages,
  SEARCH_MESSAGES,
  SHELL_MESSAGES,
  WIZARD_MESSAGES,
} from "./client-messages";

describe("pickMessages", () => {
  it("keeps whole namespaces and single parts of one, nothing else", () => {
    const picked = pickMessages(cs, ["nav", "auth.forbidden", "enums.fuel"]);
    expect(Object.keys(picked).sort()).toEqual(["auth", "enums", "nav"]);
    expect(picked.nav).toEqual(cs.nav);
    expect(picked.auth).toEqual({ forbidden: cs.auth.forbidden });
    expect(picked.enums).toEqual({ fuel: cs.enums.fuel });
  });

  it("ignores a name that does not exist", () => {
    expect(pickMessages(cs, ["nope", "nav.nope.deeper"])).toEqual({ nav: {} });
  });

  it("the presets name messages that exist", () => {
    for (const ns of [
      ...SHELL_MESSAGES,
      ...SEARCH_MESSAGES,
      ...WIZARD_MESSAGES,
      ...INBOX_MESSAGES,
      ...CARD_MESSAGES,
    ]) {
      const value = ns
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], cs);
      expect([ns, value === undefined]).toEqual([ns, false]);
    }
  });
});
