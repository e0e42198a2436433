export function matchesEtag(header: string | string[] | null | undefined, etag: string): boolean;
export function pickEncoding(header: string | string[] | undefined): "br" | "gzip" | null;
