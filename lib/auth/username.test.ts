import { usernameBase } from "./username";

it("derives a username from the e-mail's local part", () => {
  expect(usernameBase("Jan.Novák+auto@seznam.cz")).toBe("jan.novak");
  expect(usernameBase("Žluťoučký-Kůň@x.cz")).toBe("zlutoucky-kun");
  expect(usernameBase("...@x.cz")).toBe("user");
});
