// The one API client, with SPEC §7/§8 semantics: credentials always sent, a JSON body (and JSON content type)
// only when there is a body, and any non-OK response raises `status: body text` (or the status text).

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The server's {"message"} when the body was JSON. */
    public readonly serverMessage?: string,
    /** A 400's problems, one per field (`path` like 'body.price'). */
    public readonly fieldErrors: Array<{ path: string; message: string }> = [],
    /** The whole JSON body, for answers with more than a message (the catalogue import's line errors). */
    public readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Raises an ApiError (SPEC §8) for a non-OK response: for calls other than JSON ones (a picture upload). */
export async function raiseIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  let fieldErrors: Array<{ path: string; message: string }> = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
    const body = parsed as { message?: unknown; errors?: unknown } | null;
    if (body && typeof body.message === 'string') serverMessage = body.message;
    if (body && Array.isArray(body.errors)) fieldErrors = body.errors;
  } catch {
    // not JSON: the text itself is the message
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, serverMessage, fieldErrors, parsed);
}

/** Sends a request and returns the raw Response (after raising on non-OK). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await raiseIfNotOk(res);
  return res;
}

/** Sends a body that is not JSON (a file's text) with its own content type; raises on non-OK as apiRequest does. */
export async function apiSendText(method: string, url: string, body: string, contentType: string): Promise<Response> {
  const res = await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': contentType }, body });
  await raiseIfNotOk(res);
  return res;
}

/** Sends a request and parses the JSON answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The server's own message of an error, else the fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
