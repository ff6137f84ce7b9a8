/**
 * Runs `work` on every item with at most `limit` at a time, and resolves with the results in the
 * items' order (whatever order they finished in).
 *
 * @example
 * await mapWithin(['/api/startup', '/api/seo'], 8, (path) => postCall(base, path, {}))
 */
export async function mapWithin<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
}
