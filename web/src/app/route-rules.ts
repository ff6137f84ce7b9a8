import type { RouteRule } from '../../route-rules.ts'

let rules: Record<string, RouteRule> = {}

/** The rules of the running build, as written by the build into builds/meta/<id>.json. */
export async function loadRouteRules(): Promise<void> {
  try {
    const response = await fetch(`/builds/meta/${__BUILD_ID__}.json`)
    if (response.ok) rules = ((await response.json()) as { routeRules?: Record<string, RouteRule> }).routeRules ?? {}
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
