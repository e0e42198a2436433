import "server-only";
// DeepL's HTTP API (v2/translate): the adapter behind description translation (ARCHITECTURE.md §2).

export type DeeplTarget = "EN-GB" | "RU";

const FREE_URL = "https://api-free.deepl.com/v2/translate";
const PRO_URL = "https://api.deepl.com/v2/translate";
const TIMEOUT_MS = 20_000;

/** Keys of the free plan end in ":fx" and use DeepL's free host; DEEPL_API_URL overrides both. */
export const deeplUrl = (key: string, override?: string) =>
  override ?? (key.endsWith(":fx") ? FREE_URL : PRO_URL);

export class DeeplError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "DeeplError";
  }
}

/** Translates Czech texts into one target language, in order. Throws DeeplError on any failure. */
export async function deeplTranslate({
  texts,
  target,
  key,
  url,
}: {
  texts: string[];
  target: DeeplTarget;
  key: string;
  url?: string;
}): Promise<string[]> {
  const res = await fetch(deeplUrl(key, url), {
    method: "POST",
    headers: { authorization: `DeepL-Auth-Key ${key}`, "content-type": "application/json" },
    body: JSON.stringify({
      text: texts,
      source_lang: "CS",
      target_lang: target,
      preserve_formatting: true,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) {
    // 403 wrong key, 429 too many requests, 456 quota used up: all retried later by the job runner.
    const detail = await res.text().catch(() => "");
    throw new DeeplError(
      res.status,
      `DeepL answered ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ""}`,
    );
  }
  const body = (await res.json()) as { translations?: { text?: unknown }[] };
  const out = body.translations?.map((t) => t.text);
  if (!out || out.length !== texts.length || out.some((t) => typeof t !== "string")) {
    throw new DeeplError(502, "DeepL answered an unexpected body");
  }
  return out as string[];
}
