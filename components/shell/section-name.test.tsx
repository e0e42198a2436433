import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/cs.json";
import { SectionName } from "./section-name";

let pathname = "/";
jest.mock("@/i18n/navigation", () => ({ usePathname: () => pathname }));

const renderName = (path: string) => {
  pathname = path;
  return render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <SectionName />
    </NextIntlClientProvider>,
  );
};

test.each([
  ["/", "Hledání"],
  ["/skoda/octavia", "Hledání"],
  ["/admin", "Administrace"],
  ["/favorites", "Oblíbené"],
  ["/bezpecny-nakup", "Bezpečný nákup"],
])("the phone header names the section of %s: %s", (path, name) => {
  renderName(path);
  expect(screen.getByText(name)).toBeInTheDocument();
});
