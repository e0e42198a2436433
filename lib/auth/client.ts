"use client";
// Calls to better-auth's own endpoints (/api/auth/*). They check the Origin themselves and
// need no CSRF token; the answer's `code` picks the translated message.
export async function authPost(path: string, body: Record<string, unknown>) {
  const res = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  return { ok: res.ok, status: res.status, code: data.code ?? null };
}

/** The locale prefix of the current page ("" for Czech), for URLs handed to the server. */
export const localePrefix = () => window.location.pathname.match(/^\/(en|ru)(?=\/|$)/)?.[0] ?? "";
