import type { TermCondition } from '@playfront/contract/types'

/** Like the CMS pages: English pages show the English body, others the local one, and an empty body falls back to the other. */
export function termsBody(terms: TermCondition, language: string): string | null {
  if (!terms.status) return null
  const preferred = language.startsWith('en')
    ? [terms.en_body, terms.local_body]
    : [terms.local_body, terms.en_body]
  return preferred.find((body) => body.trim()) ?? ''
}
