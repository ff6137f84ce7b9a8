import { beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, type MockBackend } from '../backend.ts'
import { imageFor } from './image-for.ts'

let backend: MockBackend
beforeAll(async () => {
  backend = createMockBackend()
  await backend.ready()
})

describe('images the mock draws', () => {
  it.each([
    [
      'a promotion banner shows its title and offer',
      'promotion/1.svg',
      ['Welcome bonus', '100 on your first day'],
    ],
    ['a site logo shows the site name', 'logo/casino1.localhost/1.svg', ['Golden Palace']],
    ['a provider logo shows its code', 'provider/LRS.svg', ['LRS']],
  ])('%s', (_name, path, texts) => {
    const svg = imageFor(backend, path)
    expect(svg).toMatch(/^<svg /)
    for (const text of texts) expect(svg).toContain(text)
  })

  it.each([
    ['an unknown promotion', 'promotion/99.svg'],
    ['a logo of an unknown tenant', 'logo/nowhere.localhost/1.svg'],
    ['a path that is not an image', '../secret.txt'],
  ])('has nothing for %s', (_name, path) => {
    expect(imageFor(backend, path)).toBeUndefined()
  })
})
