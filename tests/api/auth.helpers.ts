// A tiny cookie-keeping client for route-handler tests, plus sign-up/sign-in shortcuts.
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as currentUser from "@/app/api/current-user/route";
import { getDb } from "@/lib/infra/db/client";
import { jobs, users } from "@/lib/infra/db/schema";
import { SOCKET_ADDRESS_HEADER } from "@/lib/infra/http/client-address";
import { BASE } from "../helpers/request";

type AnyHandler = (req: NextRequest, ctx: { params: Promise<never> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Origin header: ours by default; null leaves it out. */
  origin?: string | null;
  /** X-CSRFToken: the csrftoken cookie by default; null leaves it out. */
  csrf?: string | null;
  ip?: string;
  /** The request's URL base: BASE by default (with a Host header of its own, a forged one). */
  base?: string;
}

export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(path: string, o: CallOptions = {}) {
    const headers = new Headers(o.headers);
    // the socket's peer as our server stamps it (server/index.mjs)
    headers.set(SOCKET_ADDRESS_HEADER, o.ip ?? this.ip);
    if (!headers.has("host")) headers.set("host", new URL(o.base ?? BASE).host);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    if (o.origin !== null) headers.set("origin", o.origin ?? BASE);
    const method = o.method ?? (o.json !== undefined || o.form ? "POST" : "GET");
    if (method !== "GET" && o.csrf !== null) {
      const token = o.csrf ?? decodeURIComponent(this.cookies.get("csrftoken") ?? "");
      if (token) headers.set("x-csrftoken", token);
    }
    let body: BodyInit | undefined;
    if (o.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(o.json);
    } else if (o.form) body = o.form;
    return new NextRequest(new URL(path, o.base ?? BASE), { method, headers, body });
  }

  async call(
    handler: AnyHandler | ((req: Request) => Promise<Response>),
    path: string,
    o: CallOptions = {},
  ) {
    const res = await (handler as AnyHandler)(this.request(path, o), {
      params: Promise.resolve({} as never),
    });
    this.store(res);
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body: body as Record<string, any>, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are inspected loosely
  }

  auth(path: string, o: CallOptions = {}) {
    const fn =
      (o.method ?? (o.json !== undefined ? "POST" : "GET")) === "GET"
        ? authRoute.GET
        : authRoute.POST;
    return this.call(fn, `/api/auth${path}`, o);
  }

  /** GET /api/current-user/ (also refreshes the csrftoken cookie). */
  me() {
    return this.call(currentUser.GET as AnyHandler, "/api/current-user/");
  }
}

let n = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now()}.${++n}@example.test`;
export const PASSWORD = "correct horse battery";

/** Signs up through better-auth, marks the e-mail verified, signs in; returns a signed-in client. */
export async function signedInClient(email = uniqueEmail()) {
  const c = new Client();
  const up = await c.auth("/sign-up/email", {
    json: { email, password: PASSWORD, name: email.split("@")[0] },
  });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const inRes = await c.auth("/sign-in/email", { json: { email, password: PASSWORD } });
  if (inRes.status !== 200)
    throw new Error(`sign-in failed: ${inRes.status} ${JSON.stringify(inRes.body)}`);
  await c.me();
  const [user] = await getDb().select().from(users).where(eq(users.email, email));
  return { client: c, user, email };
}

/** The queued e-mails to `to` (mail jobs' payloads), oldest first. */
export async function mailsTo(to: string) {
  const rows = await getDb()
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, "mail.send"));
  return rows
    .map((r) => r.payload as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
}

/** The last queued e-mail to `to`. */
export const lastMailTo = async (to: string) => (await mailsTo(to)).at(-1) ?? null;

export const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? null;
