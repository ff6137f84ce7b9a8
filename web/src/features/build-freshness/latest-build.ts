export const buildCheckMs = 3_600_000

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

/** The timestamp query keeps CDNs and the browser from answering with an old manifest. */
export async function fetchLatestBuildId(
  fetchFn: Fetch = fetch,
  base = import.meta.env.BASE_URL,
  now = Date.now(),
): Promise<string | null> {
  try {
    const response = await fetchFn(`${base}builds/latest.json?timestamp=${now}`, {
      cache: 'no-store',
    })
    if (!response.ok) return null
    const body = (await response.json()) as { id?: unknown }
    return typeof body.id === 'string' && body.id ? body.id : null
  } catch {
    return null
  }
}

/** Checks now and then every hour; `onNewer` fires once, when the manifest names another build. */
export function watchLatestBuild(
  runningId: string,
  onNewer: (id: string) => void,
  { fetchFn = fetch, intervalMs = buildCheckMs }: { fetchFn?: Fetch; intervalMs?: number } = {},
): () => void {
  let found = false
  const check = async () => {
    const id = await fetchLatestBuildId(fetchFn)
    if (found || !id || id === runningId) return
    found = true
    clearInterval(timer)
    onNewer(id)
  }
  const timer = setInterval(check, intervalMs)
  void check()
  return () => clearInterval(timer)
}
