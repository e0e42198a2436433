// The few parts of autocannon 9 that scripts/bench*.ts use (the package ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** per connection; autocannon starts it afresh before each round of `requests` */
  type Context = Record<string, unknown>;
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** seconds without an answer before a request counts as a time-out (default 10) */
    timeout?: number;
    /** requests per second across all connections (0: as fast as they answer) */
    overallRate?: number;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (req: Request, context: Context) => Request;
      /** called with each answer, just before the instance's "response" event for it */
      onResponse?: (status: number, body: string, context: Context) => void;
    }[];
  }
  interface Result {
    /** sent: requests written, answered or not */
    requests: { average: number; sent: number };
    non2xx: number;
    /** connection errors and time-outs */
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      fn: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
    on(event: "reqError", fn: (error: Error & { code?: string }) => void): void;
  }
  export default function autocannon(opts: Options): Instance;
}
