// The few parts of autocannon 9 that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (req: { method?: string; path?: string }) => {
        method?: string;
        path?: string;
      };
    }[];
  }
  interface Result {
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      fn: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  }
  export default function autocannon(opts: Options): Instance;
}
