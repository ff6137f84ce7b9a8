/** Tenants store a few display codes that are not ISO 4217; Intl needs the ISO code. */
const isoCurrency: Record<string, string> = { CN: 'CNY', RMB: 'CNY' }

export function toIsoCurrency(code: string): string {
  const upper = code.trim().toUpperCase()
  return isoCurrency[upper] ?? upper
}

export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const value = Number.isFinite(amount) ? amount : 0
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: toIsoCurrency(currency),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value)
  } catch {
    const number = formatAmount(value, locale)
    return currency ? `${currency} ${number}` : number
  }
}

/** Two decimals and no currency: tokens, and codes Intl does not know. */
export function formatAmount(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(amount) ? amount : 0)
}
