export type RouteRule = { redirect?: string; prerender?: boolean; appMiddleware?: string[] }

// Redirects come only from here: the build publishes these rules in builds/meta/<id>.json.
// A root redirect target can be set per deployment with PLAYFRONT_ROOT_REDIRECT at build time.
export function routeRules(env: Record<string, string | undefined>): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {
    '/promotion': { redirect: '/promotions' },
    '/sportsbook': { redirect: '/sports' },
    '/live-casino': { redirect: '/casino' },
    '/terms': { redirect: '/term-condition' },
    '/about': { prerender: true },
    '/privacy-policy': { prerender: true },
    // A player's account is checked before a money screen (docs/decisions/059).
    '/deposit': { appMiddleware: ['account-status'] },
    '/withdrawal': { appMiddleware: ['account-status'] },
  }
  if (env.PLAYFRONT_ROOT_REDIRECT) rules['/'] = { redirect: env.PLAYFRONT_ROOT_REDIRECT }
  return rules
}
