const breakMessages = new Set(['timedOut', 'selfExcluded'])

/**
 * A refused login of a player on a break carries the end of the break as its detail; the date is
 * what the player needs, so it is shown in their language instead of as a technical detail.
 */
export function breakEndDate(
  message: string,
  detail: string | undefined,
  language: string,
): string | null {
  if (!breakMessages.has(message) || !detail) return null
  const end = new Date(detail)
  if (Number.isNaN(end.getTime())) return null
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(end)
}
