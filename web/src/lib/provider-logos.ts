import { runtimeConfig } from './runtime-config.ts'
import { safeUrl } from './safe-url.ts'

/**
 * A provider's logo, from the provider-logo code map of spec section 9: the deployment's
 * `providerLogos` in config.json, provider code to image URL (decision 061). None for a provider
 * the map does not name, whose code is shown instead.
 */
export function providerLogo(code: string): string | undefined {
  return safeUrl(runtimeConfig().providerLogos?.[code])
}
