import "server-only";
import { AppError } from "@/lib/infra/errors";
import { pointOf } from "./places";
import {
  parseApiSearchParams,
  rangeErrors,
  SearchParamsError,
  type SearchFilters,
} from "./schemas";

/** The API's search query, or a 400 naming every malformed parameter and every inverted range. */
export function filtersFromApiQuery(params: URLSearchParams): SearchFilters {
  try {
    const filters = parseApiSearchParams(params);
    const inverted = rangeErrors(filters);
    if (filters.near && !pointOf(filters.near.place))
      inverted.near = `${filters.near.place} is not a Czech place we know`;
    if (Object.keys(inverted).length) throw new SearchParamsError(inverted);
    return filters;
  } catch (err) {
    if (err instanceof SearchParamsError)
      throw new AppError("bad_request", err.message, err.fields);
    throw err;
  }
}
