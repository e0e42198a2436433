// The ad title the edit screen recomposes when the vehicle or the year changes (seed 001 §7):
// make, model, generation and year, as the wizard composes it (without a variant). Client-safe.
import { EMPTY_DRAFT, generatedTitle } from "@/components/create-ad/state/draft";

export const composeTitle = (v: {
  make: string;
  model: string;
  generation: string | null;
  year: number | null;
}) => generatedTitle({ ...EMPTY_DRAFT, ...v, variant: null });
