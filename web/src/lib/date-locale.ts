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

export function formatSiteDate(value: string, currency: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(dateLocaleFor(currency), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date)
}
