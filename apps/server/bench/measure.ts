import http from "node:http";
import autocannon, { type Options } from "autocannon";
import PipelinedRequestsQueue from "autocannon/lib/pipelinedRequestsQueue.js";
import Fastify, { type FastifyInstance } from "fastify";

// autocannon turns every answer's body into a string, to check it against a body the bench never
// gives. For an 18 KB brotli page that is the client's largest cost, and in the flood, which runs
// in the server's process, it is paid on the server's event loop. The bench reads no body through
// autocannon, so it keeps none: the figures are the server's, not the client's.
PipelinedRequestsQueue.prototype.addBody = () => {};

/** One HTTP call the bench makes: the same request every time. */
export type Call = { name: string; method: "GET" | "POST"; path: string; body?: object; search?: boolean; headers?: Record<string, string> };

export type Figures = { rps: number; p50: number; p95: number; p99: number; failed: number; requests: number };

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What one autocannon slice saw: every response's latency, its length and its failures. */
export type Sample = { latencies: number[]; duration: number; failed: number };

/**
 * autocannon for `duration` seconds with `connections`, every response's latency kept
 * (autocannon's own summary has no p95). Failed = non-2xx + errors + timeouts.
 */
export async function sample(options: Options & { connections: number; duration: number }): Promise<Sample> {
  const latencies: number[] = [];
  let non2xx = 0;
  const instance = autocannon({ timeout: 10, ...options });
  instance.on("response", (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status < 200 || status > 299) non2xx++;
  });
  const result = await instance;
  return { latencies, duration: result.duration || options.duration, failed: non2xx + result.errors + result.timeouts };
}

/** The figures of one or more slices taken together. */
export function figuresOf(samples: Sample[]): Figures {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const duration = samples.reduce((sum, s) => sum + s.duration, 0);
  return {
    rps: latencies.length / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: samples.reduce((sum, s) => sum + s.failed, 0),
    requests: latencies.length,
  };
}

export async function load(options: Options & { connections: number; duration: number }): Promise<Figures> {
  return figuresOf([await sample(options)]);
}

/**
 * Measures several targets in turns of one second each (A B C A B C ...) for `seconds` each in
 * all, so that whatever else the machine is doing weighs on all of them alike: on a shared,
 * noisy machine, a ratio of figures taken minutes apart says little; a ratio of figures taken
 * in alternating seconds says what it should.
 */
export async function interleaved(targets: Array<(seconds: number) => Promise<Sample>>, seconds: number): Promise<Figures[]> {
  const samples: Sample[][] = targets.map(() => []);
  for (let round = 0; round < Math.max(1, Math.round(seconds)); round++) {
    for (const [i, target] of targets.entries()) samples[i].push(await target(1));
  }
  return samples.map(figuresOf);
}

export function requestOf(baseUrl: string, call: Call) {
  return {
    url: `${baseUrl}${call.path}`,
    method: call.method,
    headers: { "content-type": "application/json", ...call.headers },
    body: call.body ? JSON.stringify(call.body) : undefined,
  };
}

/** One request; its status, body, and the bytes it took on the wire (compressed, when the call asks for it). */
export async function send(baseUrl: string, call: Call): Promise<{ status: number; text: string; bytes: number }> {
  const { url, ...init } = requestOf(baseUrl, call);
  const response = await fetch(url, init);
  const text = await response.text();
  // fetch decompresses; content-length is what was sent.
  return { status: response.status, text, bytes: Number(response.headers.get("content-length")) || Buffer.byteLength(text) };
}

/** An answer as it went over the wire (not decompressed), with the headers that say what it is. */
export type RawAnswer = { body: Buffer; headers: Record<string, string> };

/** One request; its answer's bytes as sent (fetch would decompress them) and its content headers. */
export function rawAnswer(baseUrl: string, call: Call): Promise<RawAnswer> {
  const { url, method, headers, body } = requestOf(baseUrl, call);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept: Record<string, string> = {};
        for (const name of ["content-type", "content-encoding", "vary", "cache-control", "etag"]) {
          const value = response.headers[name];
          if (typeof value === "string") kept[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers: kept });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * The in-memory ceiling: a bare Fastify server in this process answering a fixed JSON body
 * from memory on every path (the request body is parsed, as the app does), measured the same
 * way as the app. What a call could reach if the database and the app's work cost nothing.
 */
export class Ceiling {
  private body: string | Buffer = "{}";
  private headers: Record<string, string> = { "content-type": "application/json" };
  private server: FastifyInstance | null = null;
  private baseUrl = "";

  async start() {
    const server = Fastify({ logger: false });
    server.route({ method: ["GET", "POST"], url: "/*", handler: async (_request, reply) => reply.headers(this.headers).send(this.body) });
    await server.listen({ host: "127.0.0.1", port: 0 });
    this.baseUrl = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    this.server = server;
  }

  /** One slice of load on the ceiling, answering a JSON body of exactly `bytes` bytes. */
  async sample(call: Call, bytes: number, connections: number, duration: number): Promise<Sample> {
    this.body = JSON.stringify({ pad: "x".repeat(Math.max(0, bytes - 10)) });
    this.headers = { "content-type": "application/json" };
    return sample({ ...requestOf(this.baseUrl, call), connections, duration });
  }

  /**
   * One slice of load on the ceiling answering exactly `answer` (a page's compressed bytes and
   * their headers): the same bytes and headers on the wire as the app's page, so the client and
   * the sockets do the same work for both.
   */
  async sampleAnswer(call: Call, answer: RawAnswer, connections: number, duration: number): Promise<Sample> {
    this.body = answer.body;
    this.headers = answer.headers;
    return sample({ ...requestOf(this.baseUrl, call), connections, duration });
  }

  async stop() {
    await this.server?.close();
  }
}
