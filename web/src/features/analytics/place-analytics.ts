import type { components } from '@playfront/contract/schema'

export type AnalyticsScript = components['schemas']['AnalyticsScript']

const markAttribute = 'data-analytics'

function fingerprint(entry: AnalyticsScript): string {
  let hash = 0
  for (const char of `${entry.section}:${entry.script}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return (hash >>> 0).toString(36)
}

/** Scripts parsed from markup never run, so each one is rebuilt as a live element. */
function liveNodes(snippet: string, doc: Document): Node[] {
  if (!/<[a-z!]/i.test(snippet)) {
    const script = doc.createElement('script')
    script.text = snippet
    return [script]
  }
  const template = doc.createElement('template')
  template.innerHTML = snippet
  return Array.from(template.content.childNodes, (node) => {
    if (!(node instanceof HTMLScriptElement)) return doc.importNode(node, true)
    const script = doc.createElement('script')
    for (const { name, value } of Array.from(node.attributes)) script.setAttribute(name, value)
    script.text = node.text
    return script
  })
}

/** Places each snippet in head or body once per page, however often startup data arrives. */
export function placeAnalytics(
  entries: readonly AnalyticsScript[],
  doc: Document = document,
): number {
  let placed = 0
  for (const entry of entries) {
    const mark = fingerprint(entry)
    if (!entry.script.trim() || doc.querySelector(`[${markAttribute}="${mark}"]`)) continue
    const target = entry.section === 'HEAD' ? doc.head : doc.body
    for (const node of liveNodes(entry.script, doc)) {
      if (node instanceof Element) node.setAttribute(markAttribute, mark)
      target.appendChild(node)
    }
    placed += 1
  }
  return placed
}
