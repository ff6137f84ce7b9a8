export type RuntimeConfig = { apiBaseUrl: string }

/** Read at run time so that one build can talk to any backend. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' })
    const config = (await response.json()) as Partial<RuntimeConfig>
    return { apiBaseUrl: config.apiBaseUrl ?? '' }
  } catch {
    return { apiBaseUrl: '' }
  }
}
