/** @jest-environment node */
import { dueFrequencies } from "./schedule";

describe("alert schedule (Europe/Prague)", () => {
  it.each([
    // winter (CET, UTC+1): Monday 2026-11-30 07:00 Prague = 06:00 UTC
    ["2026-11-30T06:00:00Z", ["immediate", "hourly", "daily", "weekly"]],
    ["2026-11-30T07:00:00Z", ["immediate", "hourly"]], // 08:00 Prague
    ["2026-11-30T06:01:00Z", ["immediate"]],
    ["2026-11-30T06:00:30Z", []], // not on a minute
    // Tuesday 07:00 Prague: daily, not weekly
    ["2026-12-01T06:00:00Z", ["immediate", "hourly", "daily"]],
    // summer (CEST, UTC+2): Monday 2026-06-01 07:00 Prague = 05:00 UTC
    ["2026-06-01T05:00:00Z", ["immediate", "hourly", "daily", "weekly"]],
    ["2026-06-01T06:00:00Z", ["immediate", "hourly"]],
    // DST starts Sunday 2026-03-29 at 02:00 → 03:00: 07:00 Prague is already 05:00 UTC
    ["2026-03-29T05:00:00Z", ["immediate", "hourly", "daily"]],
    ["2026-03-29T06:00:00Z", ["immediate", "hourly"]],
    // DST ends Sunday 2026-10-25 at 03:00 → 02:00: 07:00 Prague is 06:00 UTC again
    ["2026-10-25T06:00:00Z", ["immediate", "hourly", "daily"]],
    ["2026-10-25T05:00:00Z", ["immediate", "hourly"]],
  ])("at %s runs %j", (iso, due) => {
    expect(dueFrequencies(new Date(iso))).toEqual(due);
  });
});
