"use client";
// The one client fetcher (ARCHITECTURE.md §4.1, §5): same-origin credentials, the
// CSRF header from the csrftoken cookie, AppError rebuilt from the JSON body, and 401/403
// turned into navigation.
import { returnToQuery } from "@/lib/infra/security/return-to";
import { localePrefixOf } from "@/lib/routes";
import { AppError, type ErrorCode } from "@/lib/infra/errors";

const CSRF_COOKIE = "csrftoken";
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** The refusal a fresh token cures (a wrong Origin is not retried). */
const CSRF_REFUSED: ErrorCode = "forbidden.csrf";

function readCookie(name: string): string | undefined {
  const m = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]) : undefined;
}

/** Makes sure a csrftoken cookie for the current session exists (GET /api/current-user/ sets it). */
async function refreshCsrf() {
  await fetch("/api/current-user/", { credentials: "same-origin", cache: "no-store" });
}

export interface ApiOptions extends Omit<RequestInit, "body" | "headers"> {
  headers?: Record<string, string>;
  /** A plain object is sent as JSON; FormData as multipart; URLSearchParams form-encoded. */
  body?: unknown;
  /** Leave 401/403 to the caller instead of navigating. */
  noRedirect?: boolean;
}

async function send(path: string, opts: ApiOptions) {
  const method = (opts.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = { ...opts.headers };
  let body: BodyInit | undefined;
  // FormData goes as multipart, URLSearchParams as a form (fetch sets either content type)
  if (opts.body instanceof FormData || opts.body instanceof URLSearchParams) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  if (!SAFE.has(method)) {
    if (!readCookie(CSRF_COOKIE)) await refreshCsrf();
    headers["X-CSRFToken"] = readCookie(CSRF_COOKIE) ?? "";
  }
  return fetch(path, { ...opts, method, headers, body, credentials: "same-origin" });
}

/** Where a 401 or 403 sends the user (ARCHITECTURE.md §4.1). */
export function redirectFor(status: number): string | null {
  if (status === 401) {
    const here = `${location.pathname}${location.search}`;
    return `${localePrefixOf(location.pathname)}/profile?${returnToQuery(here)}`;
  }
  if (status === 403) {
    return `${localePrefixOf(location.pathname)}/?error=forbidden`;
  }
  return null;
}

export async function apiFetch<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  let res = await send(path, opts);
  let data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  // A token minted before sign-in/out belongs to another session: fetch a fresh one, once.
  if (res.status === 403 && data.code === CSRF_REFUSED) {
    await refreshCsrf();
    res = await send(path, opts);
    data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  }
  if (res.ok) return data as T;
  const err = AppError.fromBody(res.status, data, res.statusText);
  const target = opts.noRedirect ? null : redirectFor(res.status);
  if (target) window.location.assign(target);
  throw err;
}
