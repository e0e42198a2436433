// The SWR cache keys: each is the API path its hook reads, so a mutation names the same key
// to revalidate (ARCHITECTURE.md §10). Client-safe.
const enc = encodeURIComponent;

export const swrKeys = {
  currentUser: "/api/current-user/",
  userProfile: "/api/profile/get/",
  savedSearches: "/api/saved-searches/",
  favoriteIds: "/api/favorites/ids/",
  /** A signed-out visitor's favourites: not an API path but this browser's storage (lib/favorites/guest-store.ts). */
  guestFavorites: "local:vozovna.favorites",
  /** The cards of a signed-out visitor's favourites, in the order of `ids`. */
  favoriteCards: (ids: readonly number[]) => `/api/favorites/cards/?ids=${ids.join(",")}`,
  adsCount: (apiQuery: string) => `/api/ads-count/filtered/?${apiQuery}`,
  models: (make: string) => `/api/makes/${enc(make)}/models/`,
  generations: (make: string, model: string) =>
    `/api/makes/${enc(make)}/models/${enc(model)}/gens/`,
  variants: (make: string, model: string, generationId: number | null) =>
    `/api/makes/${enc(make)}/models/${enc(model)}/variants/${generationId ? `?gen_id=${generationId}` : ""}`,
  /** the market value of a described car (`query`: its URL query, make, model and year at least) */
  marketValue: (query: string) => `/api/ads/market-value/?${query}`,
  places: (q: string) => `/api/places/?q=${enc(q)}`,
  sellerContact: (profileId: number, adId: number) =>
    `/api/seller-profiles/${profileId}/contact/?ad=${adId}`,
  /** The inbox (issue 31): a page of threads, one thread, the badge's count, the e-mail switch. */
  conversations: (page = 1, role: "buyer" | "seller" | null = null) => {
    const q = new URLSearchParams();
    if (page > 1) q.set("page", String(page));
    if (role) q.set("role", role);
    return `/api/conversations/${q.size ? `?${q}` : ""}`;
  },
  conversation: (id: number) => `/api/conversations/${id}/`,
  unreadMessages: "/api/conversations/unread-count/",
  messageSettings: "/api/messages/settings/",
} as const;
