// URLs an attacker who controls backend data would try, each a valid URI reference (so the mock's
// answers still follow the contract's `uri-reference` format); control characters and spaces
// inside a scheme are covered by web/src/lib/safe-url.test.ts.
export const hostileUrls = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'javascript://%0Aalert(1)',
  'javascript:%61lert(1)',
  'javascript:void(0)',
  'javascript:/*--%3E%3C/script%3E*/alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'DATA:text/html,%3Cimg%20src=x%20onerror=alert(1)%3E',
  'file:///etc/passwd',
  'blob:javascript:alert(1)',
  'jar:javascript:alert(1)',
]

/** Keys of the state's records that hold a URL the site renders (logos, images, links, the SEO head). */
export const urlKey =
  /^(url|icon|image|img_url|image_url|logo[123]|android_sub|ios_sub|meta_url|meta_canonical|meta_image_url)$/

/** A `javascript:` (or other script-running) URL as the browser reads it: case and blanks ignored. */
export const scriptUrl = /^(javascript|vbscript|livescript):|^data:text\/html/

/**
 * Puts a hostile URL into every URL field of a state (rotating over the corpus), in place;
 * answers how many fields it changed.
 */
export function loadCorpus(value: unknown): number {
  let changed = 0
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) walk(item)
    else if (node && typeof node === 'object')
      for (const [key, field] of Object.entries(node as Record<string, unknown>)) {
        if (typeof field === 'string' && urlKey.test(key)) {
          ;(node as Record<string, unknown>)[key] = hostileUrls[changed % hostileUrls.length]
          changed += 1
        } else walk(field)
      }
  }
  walk(value)
  return changed
}
