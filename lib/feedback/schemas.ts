// Contact form input, shared by the form and POST /api/profile/feedback/. Messages are keys of
// the `contact.errors` namespace.
import { z } from "zod";

const singleLine = /^[^\r\n]*$/;

export const feedbackSchema = z.object({
  // Checked before trimming: a line break anywhere could smuggle mail headers.
  name: z
    .string("required")
    .regex(singleLine, "lineBreaks")
    .trim()
    .min(1, "required")
    .max(120, "tooLong"),
  email: z
    .string("required")
    .regex(singleLine, "lineBreaks")
    .trim()
    .min(1, "required")
    .max(254, "tooLong")
    .pipe(z.email("invalidEmail")),
  message: z.string("required").trim().min(1, "required").max(5000, "tooLong"),
  // Honeypot: hidden from people, filled in by bots.
  website: z.string().max(500).optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

export const FEEDBACK_LIMITS = { message: 5000, name: 120 } as const;

/** Per client address: 5 messages per 10 minutes. */
export const FEEDBACK_RATE_LIMIT = { points: 5, duration: 600 } as const;
