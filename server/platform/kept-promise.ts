/**
 * Values of promises kept in memory (the lobby's cached lists, the popularity reading, a kept reply's encoded bytes),
 * readable synchronously once fulfilled. The hot calls answer from memory without awaiting anything when every
 * part is ready (docs/read-models.md "Answered without a promise": each await is a trip through the microtask queue, several per call), and fall back
 * to awaiting the promise otherwise.
 */
const fulfilled = new WeakMap<Promise<unknown>, { value: unknown }>();

/** Makes `promise`'s value readable by keptValue once it is fulfilled; returns the same promise. */
export function keepValue<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => void fulfilled.set(promise, { value }),
    // The owner of the promise handles its rejection; here a rejected promise simply has no value.
    () => undefined,
  );
  return promise;
}

/**
 * `{value}` of a promise passed to keepValue, once fulfilled; undefined while it is pending, after it was rejected, for
 * any promise not passed to keepValue, and for null or undefined.
 */
export function keptValue<T>(promise: Promise<T> | null | undefined): { value: T } | undefined {
  return promise ? (fulfilled.get(promise) as { value: T } | undefined) : undefined;
}
