// The Czech company number (IČO, identifikační číslo osoby) of a dealer (issue 32). Client-safe.
// Eight digits; the last is a check digit: the first seven weighted 8, 7, …, 2 and summed,
// r = sum mod 11, check = (11 − r) mod 10 (r = 0 gives 1, r = 1 gives 0).

/** "255 96 641" → "25596641": spaces a user types between the groups are dropped. */
export const normalizeIco = (value: string) => value.replace(/\s+/g, "");

/** Whether `value` (already normalised) is a valid IČO: 8 digits with a correct check digit. */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(value[i]) * (8 - i);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}
