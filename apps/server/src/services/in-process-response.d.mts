/** See in-process-response.mjs. */
export function inProcessResponse(payload: Uint8Array, answer: { status: number; contentType: string }): Response;
