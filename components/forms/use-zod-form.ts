import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form checked by one zod schema (ARCHITECTURE.md §10: the route handler parses the same
 * schema). Values are the schema's input, the submit handler gets its output; error messages are
 * message keys, translated where they are shown (`useErrorText`).
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, "resolver"> = {},
) {
  return useForm<In, unknown, Out>({ ...options, resolver: zodResolver(schema) });
}
