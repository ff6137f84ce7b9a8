const amountPattern = /^\d{1,9}(\.\d{1,2})?$/

/** The amount a player typed for a limit, or null when it is not a positive amount of money. */
export function parseLimitAmount(text: string): number | null {
  const trimmed = text.trim()
  if (!amountPattern.test(trimmed)) return null
  const amount = Number(trimmed)
  return amount > 0 ? amount : null
}
