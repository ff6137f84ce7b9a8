declare const sanitized: unique symbol

/** HTML that went through DOMPurify; only `sanitizeHtml` makes one, only `<CmsHtml>` shows one. */
export type SanitizedHtml = string & { readonly [sanitized]: true }

/** DOMPurify is imported on first use so that it stays out of the first-visit bundle. */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  const { default: purify } = await import('dompurify')
  return purify.sanitize(html, { USE_PROFILES: { html: true } }) as SanitizedHtml
}
