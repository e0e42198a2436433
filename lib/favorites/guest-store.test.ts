import {
  addGuestFavorite,
  clearGuestFavorites,
  GUEST_FAVORITES_KEY,
  GUEST_FAVORITES_MAX,
  readGuestFavorites,
  removeGuestFavorite,
} from "./guest-store";

const stored = () => JSON.parse(localStorage.getItem(GUEST_FAVORITES_KEY) ?? "null");
const ids = () => readGuestFavorites().map((i) => i.id);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test("keeps each saved ad with its price and time, newest first, in the agreed format", () => {
  expect(addGuestFavorite({ id: 7, price: 250000 }, new Date("2026-11-01T10:00:00Z"))).toBe(
    "added",
  );
  expect(addGuestFavorite({ id: 3, price: null }, new Date("2026-11-02T10:00:00Z"))).toBe("added");
  expect(stored()).toEqual({
    v: 1,
    items: [
      { id: 3, price: null, at: "2026-11-02T10:00:00.000Z" },
      { id: 7, price: 250000, at: "2026-11-01T10:00:00.000Z" },
    ],
  });
  // saving it again keeps the first price and place
  expect(addGuestFavorite({ id: 7, price: 199000 })).toBe("added");
  expect(readGuestFavorites()).toEqual([
    { id: 3, price: null, at: "2026-11-02T10:00:00.000Z" },
    { id: 7, price: 250000, at: "2026-11-01T10:00:00.000Z" },
  ]);
  expect(removeGuestFavorite(3)).toBe("removed");
  expect(removeGuestFavorite(3)).toBe("removed");
  expect(ids()).toEqual([7]);
});

test(`takes at most ${GUEST_FAVORITES_MAX}, then says it is full until one is removed`, () => {
  for (let id = 1; id <= GUEST_FAVORITES_MAX; id++) {
    expect(addGuestFavorite({ id, price: 100000 })).toBe("added");
  }
  expect(addGuestFavorite({ id: 999, price: 100000 })).toBe("full");
  expect(ids()).toHaveLength(GUEST_FAVORITES_MAX);
  expect(ids()).not.toContain(999);
  // one already saved is no new one: no complaint
  expect(addGuestFavorite({ id: 5, price: 100000 })).toBe("added");
  removeGuestFavorite(5);
  expect(addGuestFavorite({ id: 999, price: 100000 })).toBe("added");
  expect(ids()[0]).toBe(999);
});

test("a list longer than the cap (written by hand) reads as its first 50", () => {
  const items = Array.from({ length: 80 }, (_, i) => ({ id: i + 1, price: 1, at: "2026-01-01" }));
  localStorage.setItem(GUEST_FAVORITES_KEY, JSON.stringify({ v: 1, items }));
  expect(ids()).toEqual(items.slice(0, GUEST_FAVORITES_MAX).map((i) => i.id));
  expect(addGuestFavorite({ id: 500, price: 1 })).toBe("full");
});

test.each([
  ["corrupt JSON", "{not json"],
  ["JSON null", "null"],
  ["a string", '"7,3"'],
  ["another version", JSON.stringify({ v: 2, items: [{ id: 7, price: 1, at: "2026-01-01" }] })],
  ["no version", JSON.stringify({ items: [{ id: 7, price: 1, at: "2026-01-01" }] })],
  ["items not a list", JSON.stringify({ v: 1, items: { id: 7 } })],
])("%s reads as no favourites, and the next save starts a valid list", (_name, raw) => {
  localStorage.setItem(GUEST_FAVORITES_KEY, raw);
  expect(readGuestFavorites()).toEqual([]);
  expect(addGuestFavorite({ id: 9, price: 5000 }, new Date("2026-11-03T00:00:00Z"))).toBe("added");
  expect(stored()).toEqual({
    v: 1,
    items: [{ id: 9, price: 5000, at: "2026-11-03T00:00:00.000Z" }],
  });
});

test("junk entries are dropped, repeats count once, a bad price or time is forgotten", () => {
  localStorage.setItem(
    GUEST_FAVORITES_KEY,
    JSON.stringify({
      v: 1,
      items: [
        { id: 4, price: 90000, at: "2026-11-01T00:00:00.000Z" },
        { id: "5", price: 1, at: "2026-11-01" },
        { id: -1 },
        { id: 1.5 },
        null,
        "6",
        { id: 4, price: 1, at: "2026-10-01T00:00:00.000Z" },
        { id: 8, price: "cheap", at: "yesterday" },
      ],
    }),
  );
  expect(readGuestFavorites()).toEqual([
    { id: 4, price: 90000, at: "2026-11-01T00:00:00.000Z" },
    { id: 8, price: null, at: new Date(0).toISOString() },
  ]);
});

test("a full storage (private mode) reports the save as unavailable and throws nothing", () => {
  addGuestFavorite({ id: 1, price: 1 });
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  expect(addGuestFavorite({ id: 2, price: 1 })).toBe("unavailable");
  expect(removeGuestFavorite(1)).toBe("unavailable");
  expect(() => clearGuestFavorites([1])).not.toThrow();
  expect(ids()).toEqual([1]);
});

test("storage disabled for the site reads as none, and no call throws", () => {
  const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
  try {
    expect(readGuestFavorites()).toEqual([]);
    expect(addGuestFavorite({ id: 2, price: 1 })).toBe("unavailable");
    expect(removeGuestFavorite(2)).toBe("removed");
    expect(() => clearGuestFavorites()).not.toThrow();
  } finally {
    Object.defineProperty(window, "localStorage", original);
  }
});

test("forgets some ads (gone from the site) or all of them (merged into the account)", () => {
  for (const id of [1, 2, 3]) addGuestFavorite({ id, price: 1 });
  clearGuestFavorites([2, 42]);
  expect(ids()).toEqual([3, 1]);
  clearGuestFavorites();
  expect(localStorage.getItem(GUEST_FAVORITES_KEY)).toBeNull();
  expect(ids()).toEqual([]);
});
