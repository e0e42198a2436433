// Which characters a user-chosen name may hold (seller display name, account name, later ones):
// something a reader can see, and nothing that hides or reorders text. Client-safe and pure.
import { z } from "zod";

/** Direction embeddings, overrides, isolates and marks: they reorder what is shown around them. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** C0 and C1 controls (NUL, tab, CR, LF ...), DEL, and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * What renders as nothing: spaces, format characters (zero-width U+200B–U+200D, U+2060, U+FEFF,
 * U+180E, soft hyphen ...), marks without a letter to sit on, and the blank Hangul and Braille letters.
 */
const BLANK = /[\s\p{Cf}\p{M}\u115f\u1160\u2800\u3164\uffa0]/gu;

export type NameProblem = "hidden" | "invisible";

/** "hidden": a control or direction character; "invisible": nothing a reader would see; else null. */
export function nameProblem(text: string): NameProblem | null {
  if (CONTROL.test(text) || BIDI.test(text)) return "hidden";
  return text.replace(BLANK, "") ? null : "invisible";
}

/** Message keys of a name field's errors. */
export interface NameMessages {
  required: string;
  tooLong: string;
  invisible: string;
  hidden: string;
}

/** A user-chosen name: trimmed, required, at most `max` characters, visible, nothing hidden. */
export function nameField(max: number, m: NameMessages) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(max, m.tooLong)
    .refine((v) => !v || nameProblem(v) !== "invisible", m.invisible)
    .refine((v) => nameProblem(v) !== "hidden", m.hidden);
}
