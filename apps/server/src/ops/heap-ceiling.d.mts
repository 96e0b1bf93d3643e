/** See heap-ceiling.mjs. */
export const DEFAULT_CACHE_MB: number;
export function heapCeilingMb(cacheMb: number): number;
export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
