declare const sanitized: unique symbol

/** HTML that went through DOMPurify; only `sanitizeHtml` makes one, only `<CmsHtml>` shows one. */
export type SanitizedHtml = string & { readonly [sanitized]: true }

type Purifier = { sanitize(html: string, options: object): unknown }

const options = { USE_PROFILES: { html: true } }

// The server has no DOM of its own: DOMPurify runs over one jsdom window, made once.
let serverPurifier: Promise<Purifier> | undefined
let serverPurifierReady: Purifier | undefined
async function purifier(): Promise<Purifier> {
  if (!import.meta.env.SSR) return (await import('dompurify')).default
  serverPurifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createPurifier }, { JSDOM }]) =>
      (serverPurifierReady = createPurifier(
        new JSDOM('').window as unknown as Window & typeof globalThis,
      )),
  )
  return serverPurifier
}

/** DOMPurify is imported on first use so that it stays out of the first-visit bundle. */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  const purify = await purifier()
  return purify.sanitize(html, options) as SanitizedHtml
}

/**
 * The server's clean copy at once, once its DOMPurify is made (undefined before): a page is
 * then drawn in one pass instead of waiting for each of its HTML bodies.
 */
export function sanitizeHtmlNow(html: string): SanitizedHtml | undefined {
  return serverPurifierReady?.sanitize(html, options) as SanitizedHtml | undefined
}
