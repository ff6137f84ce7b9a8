import type { HeadTag, PageHead } from './page-head.ts'

function elementFor(doc: Document, tag: HeadTag): Element {
  const existing = doc.head.querySelector(`[data-head="${tag.key}"]`)
  if (existing) return existing
  const element = doc.createElement(tag.element === 'json-ld' ? 'script' : tag.element)
  element.setAttribute('data-head', tag.key)
  return doc.head.appendChild(element)
}

/**
 * Brings the document's head to `head`: each tag by its key (the server marks its tags the same
 * way, so a hydrated page changes only what differs), and the tags the new page has not, removed.
 */
export function applyHead(head: PageHead, doc: Document = document): void {
  if (doc.title !== head.title) doc.title = head.title
  doc.documentElement.lang = head.lang
  const keys = new Set<string>()
  for (const tag of head.tags) {
    keys.add(tag.key)
    const element = elementFor(doc, tag)
    if (tag.element === 'json-ld') {
      element.setAttribute('type', 'application/ld+json')
      const text = JSON.stringify(tag.json)
      if (element.textContent !== text) element.textContent = text
      continue
    }
    const attributes =
      tag.element === 'meta'
        ? { name: tag.name, property: tag.property, content: tag.content }
        : { rel: tag.rel, hreflang: tag.hreflang, href: tag.href }
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) element.removeAttribute(name)
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value)
    }
  }
  for (const element of doc.head.querySelectorAll('[data-head]'))
    if (!keys.has(element.getAttribute('data-head') ?? '')) element.remove()
}
