import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { AppError, pickForError, type ErrorCode } from "@/lib/infra/errors";

/** Where a form keeps an error that belongs to no field; show it with `formError(form)`. */
export const FORM_ERROR = "root.server" as const;

/**
 * Shows a refused submit on the form: each of the server's field messages (message keys) under
 * its field, and a form-level message otherwise: `codes[err.code]` (or its top-level code), else
 * `fallback`. A field the form does not have is reported at form level too.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, "setError" | "getValues">,
  err: unknown,
  { codes = {}, fallback }: { codes?: Partial<Record<ErrorCode, string>>; fallback: string },
) {
  const values = form.getValues() as Record<string, unknown>;
  const fields = err instanceof AppError ? Object.entries(err.fields ?? {}) : [];
  const known = fields.filter(([name]) => name in values);
  for (const [name, message] of known) form.setError(name as Path<T>, { type: "server", message });
  if (!known.length || known.length < fields.length) {
    const code = err instanceof AppError ? err.code : undefined;
    form.setError(FORM_ERROR, {
      type: code ?? "network",
      message: pickForError(err, codes) ?? fallback,
    });
  }
}

/** The form-level message key `applyServerErrors` left, if any. */
export const formError = <T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, "formState">,
) => form.formState.errors.root?.server?.message;
