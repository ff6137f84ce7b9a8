import type { RouteRule } from '../../route-rules.ts'
import { bootData } from '../lib/boot-data.ts'

let rules: Record<string, RouteRule> = {}

/** The rules of the running build: in index.html, else as written by the build into builds/meta/<id>.json. */
export async function loadRouteRules(): Promise<void> {
  const boot = bootData()
  if (boot) {
    rules = boot.routeRules
    return
  }
  try {
    const response = await fetch(`/builds/meta/${__BUILD_ID__}.json`)
    if (response.ok)
      rules =
        ((await response.json()) as { routeRules?: Record<string, RouteRule> }).routeRules ?? {}
  } catch {
    rules = {}
  }
}

export function setRouteRules(next: Record<string, RouteRule>): void {
  rules = next
}

export function ruleFor(path: string): RouteRule | undefined {
  return rules[path] ?? rules[path.replace(/\/$/, '')]
}
