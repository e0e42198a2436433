// Client-safe helpers for an ad's title as pages show it.

/** Whether the title already says the year ("Škoda Octavia III 2017"): then it is not said twice. */
export const namesYear = (title: string, year: number) =>
  new RegExp(`(^|\\D)${year}(\\D|$)`).test(title);
