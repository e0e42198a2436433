// The seller page's path: page 1 has no ?page (its canonical form). Client-safe.
export const sellerPath = (id: number, page = 1) =>
  page > 1 ? `/sellers/${id}?page=${page}` : `/sellers/${id}`;
