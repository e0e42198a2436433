import { badgeText } from "./badge-text";

test("shows nothing for zero, the number up to 99 and 99+ above", () => {
  expect(badgeText(0)).toBeNull();
  expect(badgeText(-3)).toBeNull();
  expect(badgeText(NaN)).toBeNull();
  expect(badgeText(7)).toBe("7");
  expect(badgeText(99)).toBe("99");
  expect(badgeText(100)).toBe("99+");
});
