const dateLocaleByCurrency: Record<string, 'zh' | 'en'> = {
  CN: 'zh',
  EN: 'en',
  PHP: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
}

export function dateLocaleFor(currency: string): 'zh' | 'en' {
  return dateLocaleByCurrency[currency.toUpperCase()] ?? 'en'
}

// One formatter per locale: building one costs far more than using it.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

export function formatSiteDate(value: string, currency: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const locale = dateLocaleFor(currency)
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' })
    dateFormats.set(locale, format)
  }
  return format.format(date)
}
