import { beforeEach, describe, expect, it } from 'vitest'
import { applyHead } from './apply-head.ts'
import type { PageHead } from './page-head.ts'

const about: PageHead = {
  title: 'About us | Jade Dragon',
  lang: 'en',
  tags: [
    { key: 'description', element: 'meta', name: 'description', content: 'Who we are.' },
    { key: 'canonical', element: 'link', rel: 'canonical', href: 'https://jade.example/about' },
    { key: 'json-ld', element: 'json-ld', json: { '@type': 'WebSite' } },
  ],
}

beforeEach(() => {
  // As the server sends it: the same tags, marked by key.
  document.head.innerHTML =
    '<meta data-head="description" name="description" content="Old"><link data-head="robots-old" rel="alternate" href="x"><meta name="viewport" content="width=device-width">'
  document.title = ''
})

describe('applyHead', () => {
  it('updates the tags by key, adds the new ones and removes those the page has not', () => {
    applyHead(about)
    expect(document.title).toBe('About us | Jade Dragon')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who we are.',
    )
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://jade.example/about',
    )
    expect(document.head.querySelector('[data-head="robots-old"]')).toBeNull()
    expect(
      JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      ),
    ).toEqual({ '@type': 'WebSite' })
  })

  it('leaves the head tags it does not manage alone', () => {
    applyHead(about)
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull()
  })

  it('keeps one element per key when applied twice', () => {
    applyHead(about)
    applyHead(about)
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(3)
  })
})
