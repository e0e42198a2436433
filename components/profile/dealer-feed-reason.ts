// A refused feed line's reason (lib/import/feed.ts, csv.ts, dealer-feed.ts words it in English for
// the operator's report) as a message of the "dealerFeed.reasons" namespace with its values; a
// reason not known here is shown as it came. Client-safe, pure.

export type ReasonPart =
  | { code: "notJson" | "notObject" | "csvQuote" | "foreign"; values?: undefined }
  | { code: "contact"; values: { fields: string } }
  | { code: "duplicate"; values: { id: string; line: number } }
  | { code: "csvCells"; values: { cells: number; header: number } }
  | {
      code: "field";
      field: string;
      problem: FieldProblem;
    }
  | { code: "raw"; values: { text: string } };

export type FieldProblem =
  | {
      code:
        | "required"
        | "number"
        | "wholeNumber"
        | "text"
        | "empty"
        | "url"
        | "urlList"
        | "list"
        | "bool"
        | "month"
        | "vin"
        | "lang"
        | "dateTime";
      values?: undefined;
    }
  | { code: "min" | "max" | "maxChars"; values: { n: number } }
  | { code: "oneOf"; values: { values: string } }
  | { code: "raw"; values: { text: string } };

const FIXED: [RegExp, FieldProblem["code"]][] = [
  [/^is required$/, "required"],
  [/^must be a number$/, "number"],
  [/^must be a whole number$/, "wholeNumber"],
  [/^must be a text$/, "text"],
  [/^must not be empty$/, "empty"],
  [/^must be an http\(s\) URL$/, "url"],
  [/^must be a list of URLs$/, "urlList"],
  [/^must be a list$/, "list"],
  [/^must be true or false$/, "bool"],
  [/^must be a month, YYYY-MM$/, "month"],
  [/^must be a 17-character VIN/, "vin"],
  [/^must be cs, en or ru$/, "lang"],
  [/^must be an ISO date-time/, "dateTime"],
];

export function fieldProblem(message: string): FieldProblem {
  for (const [re, code] of FIXED) if (re.test(message)) return { code } as FieldProblem;
  let m = message.match(/^must be at least (-?\d+)$/);
  if (m) return { code: "min", values: { n: Number(m[1]) } };
  m = message.match(/^must be at most (\d+) characters$/);
  if (m) return { code: "maxChars", values: { n: Number(m[1]) } };
  m = message.match(/^must be at most (-?\d+)$/);
  if (m) return { code: "max", values: { n: Number(m[1]) } };
  m = message.match(/^must be one of (.+)$/);
  if (m) return { code: "oneOf", values: { values: m[1] } };
  return { code: "raw", values: { text: message } };
}

/** The parts of a reason (a line with several wrong fields has one part each). */
export function reasonParts(reason: string): ReasonPart[] {
  if (reason === "not valid JSON") return [{ code: "notJson" }];
  if (reason === "not a JSON object") return [{ code: "notObject" }];
  if (reason === "CSV: a quote is not closed") return [{ code: "csvQuote" }];
  let m = reason.match(/^contact details are not accepted \((.+)\)/);
  if (m) return [{ code: "contact", values: { fields: m[1] } }];
  m = reason.match(/^id (.+) is already on line (\d+)$/);
  if (m) return [{ code: "duplicate", values: { id: m[1], line: Number(m[2]) } }];
  if (/^id .+ belongs to another seller's ad$/.test(reason)) return [{ code: "foreign" }];
  m = reason.match(/^CSV: (\d+) cells, the header has (\d+)$/);
  if (m) return [{ code: "csvCells", values: { cells: Number(m[1]), header: Number(m[2]) } }];
  return reason.split("; ").map((part): ReasonPart => {
    const i = part.indexOf(": ");
    if (i <= 0) return { code: "raw", values: { text: part } };
    return { code: "field", field: part.slice(0, i), problem: fieldProblem(part.slice(i + 2)) };
  });
}
