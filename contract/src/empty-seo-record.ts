import type { SeoRecord } from './types.ts'

/**
 * The empty SEO record that a failed `/api/seo` call carries in `value`: every text empty, `id` 0.
 * Returns a fresh object so that callers may change it.
 *
 * @example
 * emptySeoRecord().meta_title // ''
 */
export function emptySeoRecord(): SeoRecord {
  return {
    id: 0,
    page_name: '',
    en_item_name: '',
    en_body: '',
    local_item_name: '',
    local_body: '',
    meta_title: '',
    meta_desc: '',
    meta_keywords: '',
    meta_url: '',
    meta_canonical: '',
    meta_author: '',
    meta_publisher: '',
    meta_lang: '',
    meta_image_url: '',
  }
}
