import type { HeadTag, PageHead } from '../features/seo/page-head.ts'
import escapeHtml from 'escape-html'

const escapeAttribute = escapeHtml
const escapeText = escapeHtml

/** JSON inside a script element: `<` escaped, so no `</script>` in a value can end it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

function attributes(pairs: Record<string, string | undefined>): string {
  return Object.entries(pairs)
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
}

function tagHtml(tag: HeadTag): string {
  // `data-head` names the element, so that the browser replaces it when the player moves on.
  switch (tag.element) {
    case 'meta':
      return `<meta${attributes({ 'data-head': tag.key, name: tag.name, property: tag.property, content: tag.content })}>`
    case 'link':
      return `<link${attributes({ 'data-head': tag.key, rel: tag.rel, hreflang: tag.hreflang, href: tag.href })}>`
    case 'json-ld':
      return `<script type="application/ld+json"${attributes({ 'data-head': tag.key })}>${scriptJson(tag.json)}</script>`
  }
}

/** The head's title and tags as HTML. */
export function headHtml(head: PageHead): string {
  return [`<title>${escapeText(head.title)}</title>`, ...head.tags.map(tagHtml)].join('\n    ')
}
