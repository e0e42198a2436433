import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { ResultsArea } from "@/components/search/results-area";
import { ShareCounter } from "./share-counter";
import { ViewBeacon } from "./view-beacon";

// The statistics beacons as the browser sends them (issue 32): plain sendBeacon with a JSON
// string, fetch (keepalive) where sendBeacon is missing or refuses.

const sendBeacon = jest.fn<boolean, [string, string]>(() => true);
beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
});
const sent = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)]);

it("sends the ad page's view once on mount", () => {
  const { rerender } = render(<ViewBeacon adId={7} />);
  rerender(<ViewBeacon adId={7} />);
  expect(sent()).toEqual([["/api/stats/view/", { adId: 7 }]]);
});

it("sends the shown ads' ids, again for a new page of results, and a click on an ad's link", async () => {
  const list = (ids: number[]) => (
    <NextIntlClientProvider locale="cs" messages={messages}>
      <ResultsArea ids={ids}>
        <ol>
          {ids.map((id) => (
            <li key={id} data-ad-id={id}>
              <a href={`/ads/cars/${id}`}>Ad {id}</a>
              <button type="button">Save {id}</button>
            </li>
          ))}
        </ol>
      </ResultsArea>
    </NextIntlClientProvider>
  );
  const { rerender } = render(list([3, 4]));
  rerender(list([3, 4]));
  await waitFor(() => expect(sent()).toEqual([["/api/stats/impressions/", { ids: [3, 4] }]]));
  fireEvent.click(screen.getByText("Save 4")); // not a link: no click counted
  fireEvent.click(screen.getByText("Ad 4"));
  await waitFor(() => expect(sent().at(-1)).toEqual(["/api/stats/click/", { adId: 4 }]));
  rerender(list([5]));
  await waitFor(() => expect(sent().at(-1)).toEqual(["/api/stats/impressions/", { ids: [5] }]));
  expect(sent()).toHaveLength(3);
});

it("counts a share when the share button is pressed; falls back to fetch when sendBeacon refuses", () => {
  sendBeacon.mockReturnValueOnce(false);
  const fetchMock = jest.fn(() => Promise.resolve({ status: 204 }));
  const realFetch = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <ShareCounter adId={9}>
      <button type="button">Sdílet</button>
    </ShareCounter>,
  );
  fireEvent.click(screen.getByText("Sdílet"));
  global.fetch = realFetch;
  expect(sent()).toEqual([["/api/stats/share/", { adId: 9 }]]);
  expect(fetchMock).toHaveBeenCalledWith("/api/stats/share/", {
    method: "POST",
    body: JSON.stringify({ adId: 9 }),
    keepalive: true,
  });
});
