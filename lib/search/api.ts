import "server-only";
import { AppError } from "@/lib/api/errors";
import { parseApiSearchParams, SearchParamsError, type SearchFilters } from "./schemas";

/** The API's search query, or a 400 naming every malformed parameter. */
export function filtersFromApiQuery(params: URLSearchParams): SearchFilters {
  try {
    return parseApiSearchParams(params);
  } catch (err) {
    if (err instanceof SearchParamsError)
      throw new AppError("bad_request", err.message, err.fields);
    throw err;
  }
}
