declare const sanitized: unique symbol

/** HTML that went through DOMPurify; only `sanitizeHtml` makes one, only `<CmsHtml>` shows one. */
export type SanitizedHtml = string & { readonly [sanitized]: true }

type Purifier = { sanitize(html: string, options: object): unknown }

// The server has no DOM of its own: DOMPurify runs over one jsdom window, made once.
let serverPurifier: Promise<Purifier> | undefined
async function purifier(): Promise<Purifier> {
  if (!import.meta.env.SSR) return (await import('dompurify')).default
  serverPurifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createPurifier }, { JSDOM }]) =>
      createPurifier(new JSDOM('').window as unknown as Window & typeof globalThis),
  )
  return serverPurifier
}

/** DOMPurify is imported on first use so that it stays out of the first-visit bundle. */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  const purify = await purifier()
  return purify.sanitize(html, { USE_PROFILES: { html: true } }) as SanitizedHtml
}
