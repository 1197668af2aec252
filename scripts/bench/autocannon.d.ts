/** The slice of autocannon 9's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  interface Stats {
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
    /** Requests a second over all connections (each connection gets its share); 0 or absent: as fast as answers come. */
    overallRate?: number;
    /** Sent in turn on each connection, starting over after the last. */
    requests?: Request[];
  }
  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before every send of this request; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  /** The running job: a promise of the result that also reports each answer as it comes. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    on(event: "reqError", listener: (error: Error) => void): this;
  }
  export interface Result {
    requests: Stats & { total: number };
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    totalRequests: number;
    duration: number;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
