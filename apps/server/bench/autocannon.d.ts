/** autocannon ships no types; the part the benchmark uses. */
declare module "autocannon" {
  type Stats = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number };
  export type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
  };
  export type Result = { requests: Stats & { total: number }; latency: Stats; errors: number; timeouts: number; non2xx: number };
  export default function autocannon(options: Options): Promise<Result>;
}
