/** Tenants store a few display codes that are not ISO 4217; Intl needs the ISO code. */
const isoCurrency: Record<string, string> = { CN: 'CNY', RMB: 'CNY' }

export function toIsoCurrency(code: string): string {
  const upper = code.trim().toUpperCase()
  return isoCurrency[upper] ?? upper
}

/*
 * Building an Intl.NumberFormat costs far more than using one (a home page formats a few hundred
 * amounts: about 35 ms of a page load), so each locale and currency gets one, kept for the page.
 */
const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, currency?: string, decimals = 2): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${decimals}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, format)
  }
  return format
}

export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const value = Number.isFinite(amount) ? amount : 0
  try {
    return numberFormat(locale, toIsoCurrency(currency)).format(value)
  } catch {
    const number = formatAmount(value, locale)
    return currency ? `${currency} ${number}` : number
  }
}

/** Two decimals and no currency: tokens, and codes Intl does not know. */
export function formatAmount(amount: number, locale = 'en'): string {
  return numberFormat(locale).format(Number.isFinite(amount) ? amount : 0)
}

/** A whole count (players, tokens), grouped as the amounts beside it are. */
export function formatCount(count: number, locale = 'en'): string {
  return numberFormat(locale, undefined, 0).format(Number.isFinite(count) ? count : 0)
}
