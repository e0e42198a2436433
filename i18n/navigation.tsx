import type { ComponentProps } from "react";
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

const navigation = createNavigation(routing);
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link without Next's automatic prefetch (issue 16): every link that scrolled into view
 * asked the server for its page, each an uncached render of ~8 ms CPU that brought back ~0.4 KB (our
 * pages have no loading boundary to prefetch). A home page visit that scrolled to the end made 64–74
 * such requests on top of its one cached page. A click still navigates in the client router; a link
 * that should prefetch says `prefetch`.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...props} />;
}
