import { MissingView } from "@/components/ad-detail/missing-view";

// A missing or deleted ad: HTTP 404 with quick links (seed 001 §2.2); Next marks it noindex.
export default function AdNotFound() {
  return <MissingView />;
}
