/** The slice of autocannon 9's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
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
    /** Sent in turn on each connection, starting over after the last. */
    requests?: { method?: string; path: string }[];
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
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
