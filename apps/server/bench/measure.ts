import autocannon, { type Options } from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";

/** One HTTP call the bench makes: the same request every time. */
export type Call = { name: string; method: "GET" | "POST"; path: string; body?: object; search?: boolean };

export type Figures = { rps: number; p50: number; p95: number; p99: number; failed: number; requests: number };

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * autocannon for `seconds` with `connections`, every response's latency kept (autocannon's own
 * summary has no p95). Failed = non-2xx + errors + timeouts.
 */
export async function load(options: Options & { connections: number; duration: number }): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  const instance = autocannon({ timeout: 10, ...options });
  instance.on("response", (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status < 200 || status > 299) non2xx++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / (result.duration || options.duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: non2xx + result.errors + result.timeouts,
    requests: latencies.length,
  };
}

export function requestOf(baseUrl: string, call: Call) {
  return {
    url: `${baseUrl}${call.path}`,
    method: call.method,
    headers: { "content-type": "application/json" },
    body: call.body ? JSON.stringify(call.body) : undefined,
  };
}

/** One request; its status and body. */
export async function send(baseUrl: string, call: Call): Promise<{ status: number; text: string }> {
  const { url, ...init } = requestOf(baseUrl, call);
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

/**
 * The in-memory ceiling: a bare Fastify server in this process answering a fixed JSON body
 * from memory on every path (the request body is parsed, as the app does), measured the same
 * way as the app. What a call could reach if the database and the app's work cost nothing.
 */
export class Ceiling {
  private body = "{}";
  private server: FastifyInstance | null = null;
  private baseUrl = "";
  /** By body size and method: measured once a run. */
  private known = new Map<string, Figures>();

  async start() {
    const server = Fastify({ logger: false });
    server.route({ method: ["GET", "POST"], url: "/*", handler: async (_request, reply) => reply.type("application/json").send(this.body) });
    await server.listen({ host: "127.0.0.1", port: 0 });
    this.baseUrl = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    this.server = server;
  }

  async measure(call: Call, bytes: number, connections: number, duration: number): Promise<Figures> {
    const key = `${call.method} ${bytes}`;
    const cached = this.known.get(key);
    if (cached) return cached;
    // A JSON string of exactly `bytes` bytes.
    this.body = JSON.stringify({ pad: "x".repeat(Math.max(0, bytes - 10)) });
    const figures = await load({ ...requestOf(this.baseUrl, call), connections, duration });
    this.known.set(key, figures);
    return figures;
  }

  async stop() {
    await this.server?.close();
  }
}
