import type { components } from '@playfront/contract/schema'
import { safeUrl } from '../../lib/safe-url.ts'

export type SeoRecord = components['schemas']['SeoRecord']

type HeadTag = {
  selector: string
  create: () => HTMLElement
  attribute: 'content' | 'href'
  value: string
}

function metaName(name: string, value: string): HeadTag {
  return {
    selector: `meta[name="${name}"]`,
    create: () => Object.assign(document.createElement('meta'), { name }),
    attribute: 'content',
    value,
  }
}

function metaProperty(property: string, value: string): HeadTag {
  const create = () => {
    const meta = document.createElement('meta')
    meta.setAttribute('property', property)
    return meta
  }
  return { selector: `meta[property="${property}"]`, create, attribute: 'content', value }
}

function canonical(value: string): HeadTag {
  return {
    selector: 'link[rel="canonical"]',
    create: () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    attribute: 'href',
    value,
  }
}

/**
 * The language attribute must describe the text on screen for screen readers, so meta_lang
 * only refines it (en → en-PH) and never replaces the displayed language.
 */
function refinedLang(current: string, metaLang: string): string | null {
  const primary = (tag: string) => tag.toLowerCase().split('-')[0]
  return metaLang && primary(metaLang) === primary(current) ? metaLang : null
}

/** Empty fields keep the defaults of index.html: the -503 empty record changes nothing. */
export function applySeo(record: SeoRecord, doc: Document = document): void {
  if (record.meta_title.trim()) doc.title = record.meta_title
  const tags = [
    metaName('description', record.meta_desc),
    metaName('keywords', record.meta_keywords),
    metaName('author', record.meta_author),
    metaName('publisher', record.meta_publisher),
    canonical(safeUrl(record.meta_canonical) ?? ''),
    metaProperty('og:title', record.meta_title),
    metaProperty('og:description', record.meta_desc),
    metaProperty('og:url', safeUrl(record.meta_url || record.meta_canonical) ?? ''),
    metaProperty('og:image', safeUrl(record.meta_image_url) ?? ''),
  ]
  for (const tag of tags) {
    if (!tag.value.trim()) continue
    const element = doc.head.querySelector(tag.selector) ?? doc.head.appendChild(tag.create())
    element.setAttribute(tag.attribute, tag.value)
  }
  const lang = refinedLang(doc.documentElement.lang, record.meta_lang)
  if (lang) doc.documentElement.lang = lang
}
