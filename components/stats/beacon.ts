// The statistics beacons' one client module (issue 32): plain sendBeacon, kept tiny for the
// public pages' JS budget. A string body goes as text/plain, which the endpoints accept; the
// browser adds the Origin they check.

export type StatBeacon = "view" | "impressions" | "click" | "share";

/** Sends a statistics beacon; never throws, never waits. */
export function sendStat(kind: StatBeacon, body: object) {
  const url = `/api/stats/${kind}/`;
  const data = JSON.stringify(body);
  try {
    if (navigator.sendBeacon(url, data)) return;
  } catch {
    // no sendBeacon (an old browser): fetch below
  }
  fetch(url, { method: "POST", body: data, keepalive: true }).catch(() => {});
}
