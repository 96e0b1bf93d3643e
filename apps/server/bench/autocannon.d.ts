/** autocannon ships no types; the part the benchmark uses. */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  type Stats = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number };
  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type RequestStep = RawRequest & {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  export type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: RequestStep[];
  };
  export type Result = { requests: Stats & { total: number }; latency: Stats; errors: number; timeouts: number; non2xx: number; duration: number };
  /** The running instance: emits "response" (client, statusCode, bytes, responseTime in ms) and resolves with the result. */
  export type Instance = EventEmitter & PromiseLike<Result>;
  export default function autocannon(options: Options): Instance;
}

/** autocannon's queue of requests awaiting their answers on one connection: the bench stops it keeping bodies (measure.ts). */
declare module "autocannon/lib/pipelinedRequestsQueue.js" {
  export default class PipelinedRequestsQueue {
    addBody(data: Buffer): void;
  }
}
