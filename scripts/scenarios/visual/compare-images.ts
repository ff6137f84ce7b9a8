import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** The rectangle, in image pixels, that holds every pixel that changed. */
export interface ChangedArea {
  x: number
  y: number
  width: number
  height: number
}

export interface ImageComparison {
  /** More pixels differ than the screen allows (or the sizes differ). */
  changed: boolean
  diffPixels: number
  /** diffPixels over all pixels, 0..1. */
  diffRatio: number
  width: number
  height: number
  area?: ChangedArea
  /** The new image faded, its changed pixels red, the changed area outlined (PNG). */
  diffPng?: Buffer
}

/** How sensitive a comparison is: pixelmatch's per-pixel colour threshold, and the share of pixels a screen may change. */
export interface Tolerance {
  pixelThreshold: number
  maxDiffRatio: number
}

const red = [255, 0, 0] as const

function changedArea(diff: Uint8Array, width: number, height: number): ChangedArea | undefined {
  let [minX, minY, maxX, maxY] = [width, height, -1, -1]
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      if (diff[i] === red[0] && diff[i + 1] === red[1] && diff[i + 2] === red[2]) {
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
    }
  return maxX < 0
    ? undefined
    : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}

function outline(png: PNG, area: ChangedArea): void {
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= png.width || y >= png.height) return
    const i = (y * png.width + x) * 4
    png.data[i] = 255
    png.data[i + 1] = 0
    png.data[i + 2] = 255
    png.data[i + 3] = 255
  }
  for (let t = 0; t < 3; t++) {
    for (let x = area.x - 3; x <= area.x + area.width + 2; x++) {
      paint(x, area.y - 1 - t)
      paint(x, area.y + area.height + t)
    }
    for (let y = area.y - 3; y <= area.y + area.height + 2; y++) {
      paint(area.x - 1 - t, y)
      paint(area.x + area.width + t, y)
    }
  }
}

/**
 * Compares a new screenshot with its baseline, perceptually (pixelmatch: YIQ colour distance,
 * anti-aliasing ignored). Images of different sizes are changed by definition.
 *
 * @example compareImages(baselinePng, newPng, { pixelThreshold: 0.1, maxDiffRatio: 0.001 }).changed
 */
export function compareImages(
  baseline: Buffer,
  next: Buffer,
  tolerance: Tolerance,
): ImageComparison {
  const a = PNG.sync.read(baseline)
  const b = PNG.sync.read(next)
  if (a.width !== b.width || a.height !== b.height) {
    const area = { x: 0, y: 0, width: b.width, height: b.height }
    return {
      changed: true,
      diffPixels: b.width * b.height,
      diffRatio: 1,
      width: b.width,
      height: b.height,
      area,
    }
  }
  const diff = new PNG({ width: b.width, height: b.height })
  const diffPixels = pixelmatch(a.data, b.data, diff.data, b.width, b.height, {
    threshold: tolerance.pixelThreshold,
    alpha: 0.2,
  })
  const diffRatio = diffPixels / (b.width * b.height)
  const changed = diffRatio > tolerance.maxDiffRatio
  if (!diffPixels) return { changed, diffPixels, diffRatio, width: b.width, height: b.height }
  const area = changedArea(diff.data, b.width, b.height)
  if (area) outline(diff, area)
  return {
    changed,
    diffPixels,
    diffRatio,
    width: b.width,
    height: b.height,
    ...(area ? { area } : {}),
    diffPng: PNG.sync.write(diff),
  }
}
