import { render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import messages from "@/messages/cs.json";
import { Gallery } from "./gallery";

jest.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: "adDetail.gallery" }) =>
    createTranslator({ locale: "cs", messages, namespace }),
}));

const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    full: `/media/p${i}.webp`,
    mini: `/media/p${i}-mini.webp`,
    width: 1200,
    height: 800,
  }));

// Seeded demo ads carry at most a handful of distinct photos, so the e2e gallery journey cannot
// reach the "+N" tile; it is asserted here on the server markup.
describe("Gallery", () => {
  it("shows 10 thumbnails under the main photo, the 10th counting the photos after it", async () => {
    render(await Gallery({ photos: photos(14), title: "Škoda Octavia", locale: "cs" }));
    const thumbs = screen.getAllByRole("list")[0];
    expect(within(thumbs).getAllByRole("button")).toHaveLength(10);
    const more = within(thumbs).getByRole("button", { name: "Zobrazit všechny fotografie (14)" });
    expect(more).toHaveTextContent("+3");
    expect(
      within(thumbs).getByRole("button", { name: "Škoda Octavia – fotografie 10 z 14" }),
    ).toBeInTheDocument();
  });

  it('has no "+N" tile when every photo has a thumbnail', async () => {
    render(await Gallery({ photos: photos(11), title: "Škoda Octavia", locale: "cs" }));
    expect(
      screen.queryByRole("button", { name: /Zobrazit všechny fotografie/ }),
    ).not.toBeInTheDocument();
    expect(within(screen.getAllByRole("list")[0]).getAllByRole("button")).toHaveLength(10);
  });
});
