import { bootData, type RuntimeConfig } from './boot-data.ts'

export type { RuntimeConfig }

let fetched: RuntimeConfig | undefined

/** Read from index.html's boot block (or config.json beside it) so that one build can talk to any backend. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const boot = bootData()
  if (boot) return { ...boot.config, apiBaseUrl: boot.config.apiBaseUrl ?? '' }
  try {
    const response = await fetch('/config.json', { cache: 'no-store' })
    const config = (await response.json()) as Partial<RuntimeConfig>
    fetched = { ...config, apiBaseUrl: config.apiBaseUrl ?? '' }
  } catch {
    fetched = { apiBaseUrl: '' }
  }
  return fetched
}

/** The deployment's config as far as it is known: the boot block's, or the config.json read. */
export function runtimeConfig(): Partial<RuntimeConfig> {
  return bootData()?.config ?? fetched ?? {}
}
