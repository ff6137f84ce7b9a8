export const layoutNames = [
  'default',
  'template1',
  'template2',
  'template3',
  'template4',
  'template5',
  'template6',
  'template7',
  'template8',
  'template9',
  'template10',
  'template11',
  'template15',
] as const

export type LayoutName = (typeof layoutNames)[number]

export function isLayoutName(name: string): name is LayoutName {
  return (layoutNames as readonly string[]).includes(name)
}

const familyOffset: Record<string, { offset: number; count: number }> = {
  casino: { offset: 0, count: 7 },
  slot: { offset: 7, count: 7 },
  sportsbook: { offset: 14, count: 1 },
}

/** Theme code N in template order (casino1..7, slot1..7, sportsbook1) uses templateN when that layout exists. */
export function layoutForTheme(themeCode: string): LayoutName {
  const [, family = '', number = ''] = /^([a-z]+)(\d+)$/.exec(themeCode) ?? []
  const slot = familyOffset[family]
  const n = Number(number)
  if (!slot || n < 1 || n > slot.count) return 'default'
  const name = `template${slot.offset + n}`
  return isLayoutName(name) ? name : 'default'
}
