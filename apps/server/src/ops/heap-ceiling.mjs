// The ceiling of the server's JavaScript heap, worked out from the cache's budget (decision 063).
// Plain JavaScript, so that what starts the server (npm start, the Docker image's command, the
// tests' server processes) can ask it with plain node before the server exists.
//
// Why a ceiling at all: V8 lets the heap grow, after each full collection, to a multiple of what
// is still alive, and that multiple is 4 when the ceiling is 2 GB or more (Node's own ceiling is
// a quarter of the machine's memory, up to 4 GB), and between 1.3 and 2 under it. The server keeps
// some 100 MB alive beside the cache's JSON answers, but makes garbage fast while it answers: at 4
// times, the server took 130-140 MB more memory than at 1.5 times, with the same throughput.

/** The cache's budget when CACHE_MB is not set, in megabytes. */
export const DEFAULT_CACHE_MB = 128;

/**
 * The heap ceiling for a cache of `cacheMb` megabytes: room for the server's own ~100 MB and every
 * cached JSON answer (at most `cacheMb`: the cache counts two bytes a character) several times over.
 */
export function heapCeilingMb(cacheMb) {
  return Math.max(768, 2 * cacheMb + 512);
}

/**
 * The node flags that run the server under `env`: its heap ceiling, unless the operator set one
 * in NODE_OPTIONS (theirs is kept). A CACHE_MB the server would refuse counts as the default here;
 * the server names the mistake when it starts.
 */
export function serverNodeFlags(env = process.env) {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "")) return [];
  const asked = Number(env.CACHE_MB || DEFAULT_CACHE_MB);
  const cacheMb = Number.isInteger(asked) && asked >= 1 && asked <= 65_536 ? asked : DEFAULT_CACHE_MB;
  return [`--max-old-space-size=${heapCeilingMb(cacheMb)}`];
}
