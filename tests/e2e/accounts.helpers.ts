// Outbox readers and small page objects for the accounts journeys.
import fs from "node:fs";
import path from "node:path";
import { expect, serverFile, test, type Page } from "./test";

const outbox = () => serverFile("outbox");

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * The first link of the newest e-mail to `to` (the jobs runner writes it within seconds), or its
 * first link that `pattern` matches; `timeout` for e-mails of a slower job (batched ones).
 */
export async function mailLink(
  to: string,
  pattern = /https?:\/\/[^\s"<>]+/,
  timeout = 20_000,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox())
          ? fs
              .readdirSync(outbox())
              .filter((f) => f.endsWith(".eml") && f.includes(to))
              .sort()
          : [];
        const last = files.at(-1);
        if (!last) return undefined;
        link = decodeQuotedPrintable(fs.readFileSync(path.join(outbox(), last), "utf8")).match(
          pattern,
        )?.[0];
        return link;
      },
      { timeout },
    )
    .toBeTruthy();
  return link!;
}

/** The code of the newest SMS to an E.164 number in DATA_DIR/outbox/sms.log. */
export async function smsCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const file = path.join(outbox(), "sms.log");
      const line = fs.existsSync(file)
        ? fs
            .readFileSync(file, "utf8")
            .split("\n")
            .filter((l) => l.includes(`to=${to}`))
            .at(-1)
        : undefined;
      code = line?.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const PASSWORD = "e2e password 123";

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/accounts/login?next=/profile");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Heslo").fill(password);
  await page.getByRole("button", { name: "Přihlásit se" }).click();
  // by the path: the login page's own address ends in "next=/profile" too
  await expect(page).toHaveURL((url) => url.pathname === "/profile");
}

export async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({
    path: `test-results/screens/${test.info().project.name}-${name}.png`,
    fullPage,
  });
}

/** A new account through the sign-up form, verified by the link from the outbox (signed in after). */
export async function signUpVerified(page: Page, prefix: string) {
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
  await page.goto("/accounts/signup?next=/");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Heslo").fill(PASSWORD);
  await page.getByRole("button", { name: "Vytvořit účet" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  await page.goto(await mailLink(email));
  await expect(page.getByText("váš e-mail je ověřený")).toBeVisible();
  return email;
}
