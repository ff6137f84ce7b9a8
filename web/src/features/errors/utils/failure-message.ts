type Translate = (key: string, options: { defaultValue: string }) => string

const purelyAlphabetic = /^[A-Za-z]+$/

/** A message made of letters only is a message key of the errors namespace; other text is shown as sent. */
export function failureMessage(message: string | undefined, t: Translate): string {
  if (!message) return t('errors:unknownError', { defaultValue: '' })
  if (purelyAlphabetic.test(message)) return t(`errors:${message}`, { defaultValue: message })
  return message
}
