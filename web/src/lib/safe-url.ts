const webProtocols = new Set(['http:', 'https:'])
// Any base will do: a relative URL resolves to its protocol, which is all that is judged here.
const base = 'http://relative.invalid/'
const noted = new Set<string>()

/** A URL from the backend, kept only when it leads to the web: http(s), or relative to this site. */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined
  let protocol = ''
  try {
    protocol = new URL(value, base).protocol
  } catch {
    // A URL the browser could not read either: dropped below.
  }
  if (webProtocols.has(protocol)) return value
  if (!noted.has(value)) {
    noted.add(value)
    console.info(
      `Dropped a URL from the backend that is not http(s) or relative: ${value.slice(0, 80)}`,
    )
  }
  return undefined
}
