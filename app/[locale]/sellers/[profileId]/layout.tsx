import { notFound } from "next/navigation";
import { getPublicSellerProfile } from "@/lib/sellers/queries";
import { profileIdSchema } from "@/lib/sellers/schemas";

// The profile is looked up here, above loading.tsx's Suspense boundary: an invalid or unknown id
// then answers a real HTTP 404 (under loading.tsx the page has already sent 200 when it calls
// notFound()). ../not-found.tsx tells the two apart.
export default async function SellerLayout({
  children,
  params,
}: LayoutProps<"/[locale]/sellers/[profileId]">) {
  const id = profileIdSchema.safeParse((await params).profileId);
  if (!id.success || !(await getPublicSellerProfile({ id: id.data }))) notFound();
  return children;
}
