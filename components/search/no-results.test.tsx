import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { NoResults } from "./no-results";

jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const t = messages.home;
const hrefFor = (p: number) => (p > 1 ? `/?make=BMW&page=${p}` : "/?make=BMW");
const show = (props: { inverted: boolean; page: number; pages: number }) =>
  render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <NoResults {...props} hrefFor={hrefFor} />
    </NextIntlClientProvider>,
  );

test("a page past the last one says it no longer exists and links to the first and last page", () => {
  show({ inverted: false, page: 999, pages: 238 });
  expect(screen.getByRole("heading", { name: "Stránka 999 už neexistuje" })).toBeInTheDocument();
  expect(screen.getByText("Výsledky hledání mají teď 238 stránek.")).toBeInTheDocument();
  expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: t.firstPage })).toHaveAttribute("href", "/?make=BMW");
  expect(screen.getByRole("link", { name: t.lastPage })).toHaveAttribute(
    "href",
    "/?make=BMW&page=238",
  );
});

test("an inverted range says so instead of 'no ads match'", () => {
  show({ inverted: true, page: 1, pages: 0 });
  expect(screen.getByRole("heading", { name: t.invertedTitle })).toBeInTheDocument();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

test("a search that matches nothing keeps its message", () => {
  show({ inverted: false, page: 1, pages: 0 });
  expect(screen.getByRole("heading", { name: t.empty })).toBeInTheDocument();
});
