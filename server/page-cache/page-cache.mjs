// The page cache's store: whole responses of anonymous public pages, dropped by tag when a write
// changes what they show. Over its size in bytes, the least recently used page asked only once
// goes first (a segmented LRU): a page asked again is kept in the larger, protected part, so a
// stream of pages each asked once (a crawler walking the ads, searches no one repeats) cycles
// through the rest without pushing out the pages many readers ask.
// One instance per process on globalThis (Symbol.for key): the production server
// (server/index.mjs) creates it and serves from it, and the bundled Next code (the ad-write
// module, the live search index) reaches the same instance to invalidate. Plain JavaScript (types
// in page-cache.d.mts): the server loads it without a TypeScript hook.

const GLOBAL = Symbol.for("vozovna.pageCache");
/** How long an invalidation is remembered against renders that began before it. */
const RENDER_WINDOW_MS = 120_000;
/** The share of the cache's bytes that pages asked again may hold. */
const PROTECTED_SHARE = 0.8;

/**
 * @typedef {{
 *   key: string,
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer | null,
 *   length: number,
 *   tags: string[],
 *   createdAt: number,
 *   expiresAt: number,
 *   variants: Map<string, Buffer>,
 *   bytes: number,
 * }} PageEntry
 */

export class PageCache {
  /** @param {{ maxBytes: number, now?: () => number }} options */
  constructor({ maxBytes, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.now = now;
    this.bytes = 0;
    /** @type {Map<string, PageEntry>} pages not asked since stored, in use order, least recent first */
    this.probation = new Map();
    /** @type {Map<string, PageEntry>} pages asked again since stored, in use order */
    this.protected = new Map();
    this.protectedBytes = 0;
    /** @type {Map<string, Set<string>>} */
    this.byTag = new Map();
    /** Every invalidation counts one; a render remembers the count it began at. */
    this.seq = 0;
    /** @type {Map<string, { seq: number, at: number }>} */
    this.invalidated = new Map();
    this.clearedSeq = 0;
  }

  get size() {
    return this.probation.size + this.protected.size;
  }

  /** The count a render begins at: what it stores is refused if its tags changed since. */
  begin() {
    return this.seq;
  }

  /** A page asked for: counts as a use (a page asked again is protected). */
  /** @param {string} key @returns {PageEntry | undefined} */
  get(key) {
    const entry = this.peek(key);
    if (!entry) return undefined;
    if (this.probation.delete(key)) {
      this.protectedBytes += entry.bytes;
      // the protected part's least recently used pages go back to probation, most recent there
      for (const [oldKey, old] of this.protected) {
        if (this.protectedBytes <= this.maxBytes * PROTECTED_SHARE) break;
        this.protected.delete(oldKey);
        this.protectedBytes -= old.bytes;
        this.probation.set(oldKey, old);
      }
    } else this.protected.delete(key);
    this.protected.set(key, entry); // most recently used now
    return entry;
  }

  /** A page as stored, without counting a use (undefined when absent or expired). */
  /** @param {string} key @returns {PageEntry | undefined} */
  peek(key) {
    const entry = this.probation.get(key) ?? this.protected.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores a response rendered since `begunAt` (begin()), unless a write invalidated one of its
   * tags meanwhile (it may show the data from before the write) or it alone would take more than
   * an eighth of the cache. Answers whether it was stored. Given its brotli copy (`br`), a page is
   * kept as that copy alone (a tenth of the bytes: ten times the pages in the same memory), and a
   * reader who takes no brotli gets it decompressed.
   * @param {string} key
   * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer, tags: string[], lifeMs: number, br?: Buffer }} page
   * @param {number} begunAt
   */
  set(key, { status, headers, body, tags, lifeMs, br }, begunAt) {
    if (this.clearedSeq > begunAt) return false;
    if (tags.some((t) => (this.invalidated.get(t)?.seq ?? -1) > begunAt)) return false;
    const bytes = (br ?? body).length + JSON.stringify(headers).length + key.length;
    if (bytes > this.maxBytes / 8) return false;
    this.delete(key);
    const now = this.now();
    const entry = {
      key,
      status,
      headers,
      body: br ? null : body,
      length: body.length,
      tags,
      createdAt: now,
      expiresAt: now + lifeMs,
      variants: new Map(br ? [["br", br]] : []),
      bytes,
    };
    this.probation.set(key, entry);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += bytes;
    this.evict();
    return true;
  }

  /**
   * Keeps an encoded copy of an entry's body (gzip, br), counted in its size.
   * @param {PageEntry} entry @param {string} encoding @param {Buffer} body
   */
  addVariant(entry, encoding, body) {
    if (entry.variants.has(encoding)) return;
    entry.variants.set(encoding, body);
    entry.bytes += body.length;
    if (this.protected.get(entry.key) === entry) {
      this.protectedBytes += body.length;
      this.bytes += body.length;
    } else if (this.probation.get(entry.key) === entry) this.bytes += body.length;
    this.evict();
  }

  /** Drops every page with one of these tags; renders already running will not store theirs. */
  /** @param {Iterable<string>} tags @returns {number} pages dropped */
  invalidate(tags) {
    const now = this.now();
    const seq = ++this.seq;
    let dropped = 0;
    for (const tag of tags) {
      this.invalidated.set(tag, { seq, at: now });
      for (const key of this.byTag.get(tag) ?? []) dropped += this.delete(key) ? 1 : 0;
    }
    for (const [tag, { at }] of this.invalidated)
      if (now - at > RENDER_WINDOW_MS) this.invalidated.delete(tag);
    return dropped;
  }

  /** Drops everything (a change whose pages are not known). */
  clear() {
    this.clearedSeq = ++this.seq;
    this.probation.clear();
    this.protected.clear();
    this.byTag.clear();
    this.bytes = 0;
    this.protectedBytes = 0;
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.probation.get(key) ?? this.protected.get(key);
    if (!entry) return false;
    if (this.protected.delete(key)) this.protectedBytes -= entry.bytes;
    else this.probation.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    return true;
  }

  /** @private */
  evict() {
    // pages asked once first, then (when they alone fill the cache) the protected ones
    for (const part of [this.probation, this.protected])
      for (const key of part.keys()) {
        if (this.bytes <= this.maxBytes) return;
        this.delete(key);
      }
  }
}

/** @param {PageCache | null} cache */
export function installPageCache(cache) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[GLOBAL] = cache;
}

/** This process's page cache, or null where there is none (next dev, tests, PAGE_CACHE_MB=0). */
/** @returns {PageCache | null} */
export function getPageCache() {
  return (
    /** @type {PageCache | null | undefined} */ (
      /** @type {Record<symbol, unknown>} */ (globalThis)[GLOBAL]
    ) ?? null
  );
}

/** Drops the pages with these tags from this process's cache (none: nothing to do). */
/** @param {Iterable<string>} tags */
export function invalidatePageTags(tags) {
  return getPageCache()?.invalidate(tags) ?? 0;
}

/** Drops every page of this process's cache. */
export function clearPageCache() {
  getPageCache()?.clear();
}
