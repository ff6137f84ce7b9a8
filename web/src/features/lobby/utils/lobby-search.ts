export type LobbySearch = { provider: string; keyword: string; page: number }

export const keywordMaxLength = 40
const providerCode = /^[A-Za-z0-9_-]{1,20}$/

/**
 * What the URL asks the lobby for, made safe: a provider the category does not offer, a page
 * that is not a positive whole number or an over-long keyword fall back to their defaults.
 */
export function parseLobbySearch(
  params: URLSearchParams,
  providers: readonly string[],
): LobbySearch {
  const provider = params.get('provider')?.trim() ?? ''
  const keyword = (params.get('q') ?? '').trim().slice(0, keywordMaxLength)
  const page = Number(params.get('page'))
  return {
    provider: providerCode.test(provider) && providers.includes(provider) ? provider : '',
    keyword,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Only what differs from the defaults goes into the URL, so a plain lobby keeps a plain address. */
export function lobbySearchParams({ provider, keyword, page }: LobbySearch): URLSearchParams {
  const params = new URLSearchParams()
  if (provider) params.set('provider', provider)
  if (keyword.trim()) params.set('q', keyword.trim())
  if (page > 1) params.set('page', String(page))
  return params
}

export function isFiltered(search: LobbySearch): boolean {
  return Boolean(search.provider || search.keyword)
}
