import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

export default function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // One URL per page: "/en/" and "/ads/cars/1/" redirect to their canonical form without the slash.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const url = req.nextUrl.clone();
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }
  return intl(req);
}

export const config = {
  // Everything but the API, Next internals, uploaded media, registry images and files with an extension.
  matcher: "/((?!api|_next|_vercel|media|images/|.*\\..*).*)",
};
