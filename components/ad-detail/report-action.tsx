import { ClientMessages } from "@/components/i18n/client-messages";
import { ReportButton } from "./report-button";

/** The report messages reach the browser with this island only (lib/infra/i18n/client-messages.ts). */
const REPORT_MESSAGES = ["report", "common.errorOccurred"];

/** "Nahlásit inzerát" under the seller card, with the messages its dialog needs. */
export function ReportAction({
  adId,
  title,
  sellerProfileId,
}: {
  adId: number;
  title: string;
  sellerProfileId: number | null;
}) {
  return (
    <div className="flex justify-center">
      <ClientMessages namespaces={REPORT_MESSAGES}>
        <ReportButton adId={adId} title={title} sellerProfileId={sellerProfileId} />
      </ClientMessages>
    </div>
  );
}
