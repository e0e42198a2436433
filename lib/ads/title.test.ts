import { namesYear } from "./title";

test("a title that says the year is recognised; a longer number is not the year", () => {
  expect(namesYear("Škoda Octavia III 2017", 2017)).toBe(true);
  expect(namesYear("2017 Škoda Octavia", 2017)).toBe(true);
  expect(namesYear("Octavia (2017), 1. majitel", 2017)).toBe(true);
  expect(namesYear("Škoda Octavia III", 2017)).toBe(false);
  expect(namesYear("Octavia 120170 km", 2017)).toBe(false);
});
