/**
 * The games call behind the home page's featured, popular and new lists: one page in rank
 * order, cut into the three lists (the call has no sort yet). Plain data, so that the build can
 * write it into index.html for the bootstrap that asks before the app has loaded.
 */
export function showcaseQuery(sizes: { featured: number; popular: number; new: number }) {
  return {
    game_type: '' as const,
    provider_code: '',
    keyword: '',
    page: 1,
    page_size: sizes.featured + sizes.popular + sizes.new,
  }
}
