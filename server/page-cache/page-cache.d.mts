export interface PageEntry {
  key: string;
  status: number;
  headers: Record<string, string | string[]>;
  /** the body as rendered; null when only its brotli copy is kept (variants "br") */
  body: Buffer | null;
  /** the body's length as rendered */
  length: number;
  tags: string[];
  createdAt: number;
  expiresAt: number;
  variants: Map<string, Buffer>;
  bytes: number;
}
export interface PageToStore {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  tags: string[];
  lifeMs: number;
  /** the body's brotli copy: kept instead of the body */
  br?: Buffer;
}
export class PageCache {
  constructor(options: { maxBytes: number; now?: () => number });
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  begin(): number;
  get(key: string): PageEntry | undefined;
  peek(key: string): PageEntry | undefined;
  set(key: string, page: PageToStore, begunAt: number): boolean;
  addVariant(entry: PageEntry, encoding: string, body: Buffer): void;
  invalidate(tags: Iterable<string>): number;
  clear(): void;
  delete(key: string): boolean;
}
export function installPageCache(cache: PageCache | null): void;
export function getPageCache(): PageCache | null;
export function invalidatePageTags(tags: Iterable<string>): number;
export function clearPageCache(): void;
