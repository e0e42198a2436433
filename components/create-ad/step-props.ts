import type { Draft, Step } from "@/components/create-ad/state/draft";

/** What every step gets from the wizard. */
export interface StepProps {
  draft: Draft;
  update: (fn: (d: Draft) => Draft) => void;
  /** the 300 ms advance to a step */
  advance: (step: Step) => void;
  /** one step back (step 0 has none) */
  back: () => void;
  /** field name → translated error text, from a refused publish */
  errors: Record<string, string>;
}
