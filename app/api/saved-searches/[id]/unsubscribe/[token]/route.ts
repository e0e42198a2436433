// GET /api/saved-searches/{ids}/unsubscribe/{token}/ – the unsubscribe page's call; POST – RFC 8058 one-click
import { oneClickUnsubscribeRoute, unsubscribeInvalid } from "@/lib/infra/api/unsubscribe";
import { unsubscribeSavedSearches } from "@/lib/saved-searches/mutations";

export const dynamic = "force-dynamic";

export const { GET, POST } = oneClickUnsubscribeRoute<{ id: string; token: string }>(
  ({ id, token }) => unsubscribeSavedSearches({ rawIds: id, token }),
  unsubscribeInvalid,
);
