/** An error crosses threads as its message and own fields (code, constraint, detail, …). */
export interface ThreadFailure {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, unknown>;
}

/** An error as data that survives the trip between threads (structured cloning keeps only the message). */
export function failureOf(error: unknown): ThreadFailure {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // A failed statement's options hold functions, and its text and values are the caller's.
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    if (typeof value === 'function' || value instanceof Error) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on this side, with the fields the store's error handling reads. */
export function errorOf(failure: ThreadFailure): Error {
  const error = Object.assign(new Error(failure.message), failure.fields);
  error.name = failure.name;
  if (failure.stack) error.stack = failure.stack;
  return error;
}
