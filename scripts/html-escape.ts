/**
 * Text made safe to put inside the HTML of a report (an element's text or a quoted attribute):
 * the five characters HTML gives a meaning to, as entities.
 *
 * @example escapeHtml('<b>"no nav"</b>') // '&lt;b&gt;&quot;no nav&quot;&lt;/b&gt;'
 */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )
