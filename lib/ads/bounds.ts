// The bounds of an ad's fields (./fields.ts declares the fields with them). A module of its own:
// the pages' JavaScript needs a bound or two (the year select), not the whole declaration.
/** No real car ad costs less (issue 27: "1 Kč" and "5 Kč" were accepted); the spec's 0 < price is not enough. */
export const PRICE_MIN = 1000;
export const PRICE_MAX = 99_999_999;
export const POWER_MAX = 1000;
export const MILEAGE_MAX = 2_000_000;
export const OWNERS_MAX = 20;
export const DESCRIPTION_MAX = 2000;
export const TITLE_MAX = 200;
export const MIN_YEAR = 1960;
export const MAX_YEAR = 2100;
export const DOORS_MIN = 2;
export const DOORS_MAX = 5;
export const SEATS_MIN = 2;
export const SEATS_MAX = 9;
/** A month as the ads keep the STK's end ("2027-05"). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
