// POST /api/profile/phone/start-verification/ – send a 6-digit code ({ phone_number })
import { route } from "@/lib/infra/api/handler";
import { startVerificationSchema } from "@/lib/sellers/schemas";
import { startPhoneVerification } from "@/lib/sellers/phone-verification";
import { requestLocale, translatorFor } from "@/lib/auth/translate";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "required", rateLimit: { name: "sms-ip", points: 20, duration: 3600 } },
  async (req, { session, ip }) => {
    const { phone_number } = startVerificationSchema.parse(await req.json().catch(() => ({})));
    const locale = requestLocale(req);
    const t = translatorFor(locale);
    return startPhoneVerification({
      userId: session.user.id,
      phone: phone_number,
      ip,
      locale,
      smsText: (code) => t("phone.smsText", { code }),
    });
  },
);
