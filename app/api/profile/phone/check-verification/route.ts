// POST /api/profile/phone/check-verification/ – check a code ({ code, phone_to_verify })
import { route } from "@/lib/infra/api/handler";
import { checkVerificationSchema } from "@/lib/sellers/schemas";
import { checkPhoneVerification } from "@/lib/sellers/phone-verification";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "required", rateLimit: { name: "sms-check", points: 30, duration: 3600 } },
  async (req, { session }) => {
    const { code, phone_to_verify } = checkVerificationSchema.parse(
      await req.json().catch(() => ({})),
    );
    return checkPhoneVerification({ userId: session.user.id, phone: phone_to_verify, code });
  },
);
