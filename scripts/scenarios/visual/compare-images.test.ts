import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { compareImages } from './compare-images.ts'

type Rect = { x: number; y: number; width: number; height: number; rgb: [number, number, number] }

function image(width: number, height: number, rects: Rect[] = []): Buffer {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = rects.find(
        (r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height,
      )
      const [r, g, b] = inside?.rgb ?? [20, 18, 12]
      const i = (y * width + x) * 4
      png.data.set([r, g, b, 255], i)
    }
  return PNG.sync.write(png)
}

const tolerance = { pixelThreshold: 0.1, maxDiffRatio: 0.001 }
const button: Rect = { x: 10, y: 20, width: 30, height: 10, rgb: [212, 165, 55] }

describe('compareImages', () => {
  const rows: [
    string,
    { given: Buffer; want: { changed: boolean; diffPixels: number; area?: object } },
  ][] = [
    [
      'the same picture is unchanged',
      { given: image(100, 100, [button]), want: { changed: false, diffPixels: 0 } },
    ],
    [
      'a recoloured button is changed, its area marked',
      {
        given: image(100, 100, [{ ...button, rgb: [47, 191, 113] }]),
        want: { changed: true, diffPixels: 300, area: { x: 10, y: 20, width: 30, height: 10 } },
      },
    ],
    [
      'a shade the eye cannot tell apart stays within the threshold',
      {
        given: image(100, 100, [{ ...button, rgb: [213, 165, 55] }]),
        want: { changed: false, diffPixels: 0 },
      },
    ],
    [
      "five pixels in ten thousand are under the screen's share",
      {
        given: image(100, 100, [
          button,
          { x: 90, y: 90, width: 5, height: 1, rgb: [255, 255, 255] },
        ]),
        want: { changed: false, diffPixels: 5 },
      },
    ],
    [
      'another size is changed',
      { given: image(100, 90, [button]), want: { changed: true, diffPixels: 9000 } },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    const result = compareImages(image(100, 100, [button]), given, tolerance)
    expect(result).toMatchObject(want)
    if (want.diffPixels && result.diffRatio < 1)
      expect(PNG.sync.read(result.diffPng!).width).toBe(100)
  })
})
