import { bootData } from './boot-data.ts'

export type RuntimeConfig = { apiBaseUrl: string }

/** Read from index.html's boot block (or config.json beside it) so that one build can talk to any backend. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const boot = bootData()
  if (boot) return { apiBaseUrl: boot.config.apiBaseUrl ?? '' }
  try {
    const response = await fetch('/config.json', { cache: 'no-store' })
    const config = (await response.json()) as Partial<RuntimeConfig>
    return { apiBaseUrl: config.apiBaseUrl ?? '' }
  } catch {
    return { apiBaseUrl: '' }
  }
}
