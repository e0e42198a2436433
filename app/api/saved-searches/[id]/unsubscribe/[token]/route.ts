// GET /api/saved-searches/{ids}/unsubscribe/{token}/ – the unsubscribe page's call; POST – RFC 8058 one-click
import { oneClickUnsubscribeRoute, unsubscribeInvalid } from "@/lib/infra/api/unsubscribe";
import { unsubscribeSavedSearches } from "@/lib/saved-searches/mutations";

export const dynamic = "force-dynamic";

export const { GET, POST } = oneClickUnsubscribeRoute<{ id: string; token: string }>(
  async ({ id, token }) => {
    const answer = await unsubscribeSavedSearches({ rawIds: id, token });
    if (!answer) throw unsubscribeInvalid();
    return answer;
  },
);
