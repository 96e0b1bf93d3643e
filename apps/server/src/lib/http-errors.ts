/** An error whose message is safe to show: the errors plugin answers it as `{ error }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Runs a core `check*` rule: its first message becomes a 400. */
export function assertValid(message: string | null): void {
  if (message) throw badRequest(message);
}
