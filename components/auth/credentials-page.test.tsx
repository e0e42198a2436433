import { isValidElement, type ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { CredentialsPage } from "./credentials-page";
import { LoginForm } from "./login-form";

// The login page's server side, as the route renders it: the query's `next` becomes the form's
// return location and, for a signed-in visitor, the redirect target.
let mockSession: unknown = null;
const mockRedirect = jest.fn((to: string) => {
  throw new Error(`NEXT_REDIRECT ${to}`);
});
jest.mock("next-intl/server", () => ({
  setRequestLocale: () => {},
  getTranslations: async () => (key: string) => key,
}));
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  redirect: (to: string) => mockRedirect(to),
}));
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => mockSession }));
jest.mock("@/lib/auth/google-provider", () => ({ googleClientId: () => undefined }));

type Props = Record<string, unknown>;
function propsOf(node: ReactNode, type: unknown): Props | null {
  if (Array.isArray(node)) return node.map((n) => propsOf(n, type)).find(Boolean) ?? null;
  if (!isValidElement<Props>(node)) return null;
  if (node.type === type) return node.props;
  return (
    propsOf(node.props.children as ReactNode, type) ?? propsOf(node.props.footer as ReactNode, type)
  );
}

// What Next hands the page for /en/accounts/login?next=%2Fads%2F..%2F..%2F%2Fevil.example
const findingNext = new URLSearchParams("next=%2Fads%2F..%2F..%2F%2Fevil.example").get("next")!;

beforeEach(() => {
  mockSession = null;
  mockRedirect.mockClear();
});

it("hands the login form /en/profile instead of the finding's //evil.example", async () => {
  const page = await CredentialsPage({ mode: "login", locale: "en", nextParam: findingNext });
  expect(propsOf(page, LoginForm)?.next).toBe("/en/profile");
  expect(propsOf(page, Link)?.href).toEqual({
    pathname: "/accounts/signup",
    query: { next: "/en/profile" },
  });
});

it("keeps a same-site return location for the form and the sign-up link", async () => {
  const page = await CredentialsPage({
    mode: "login",
    locale: "en",
    nextParam: "/en/ads/cars/5?x=1#y",
  });
  expect(propsOf(page, LoginForm)?.next).toBe("/en/ads/cars/5?x=1#y");
  expect(propsOf(page, Link)?.href).toEqual({
    pathname: "/accounts/signup",
    query: { next: "/en/ads/cars/5?x=1#y" },
  });
});

it("sends a signed-in visitor to the checked location, never to another host", async () => {
  mockSession = { id: "s" };
  await expect(
    CredentialsPage({ mode: "login", locale: "en", nextParam: findingNext }),
  ).rejects.toThrow("NEXT_REDIRECT");
  expect(mockRedirect).toHaveBeenCalledWith("/en/profile");
  await expect(
    CredentialsPage({ mode: "login", locale: "cs", nextParam: "/%5C%5Cevil.example" }),
  ).rejects.toThrow();
  expect(mockRedirect).toHaveBeenLastCalledWith("/profile");
});
