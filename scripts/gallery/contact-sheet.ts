import type { Shot } from './gallery-plan.ts'
import escape from 'escape-html'

function figure(shot: Shot, failed: boolean): string {
  const caption = `${shot.code} · ${shot.colour} · ${shot.label}`
  if (failed)
    return `<figure class="failed"><div>failed</div><figcaption>${escape(caption)}</figcaption></figure>`
  const src = `shots/${shot.file}`
  return `<figure class="${shot.screen}"><a href="${src}"><img src="${src}" alt="${escape(caption)}" loading="lazy"></a><figcaption>${escape(caption)}</figcaption></figure>`
}

/** One offline page, grouped by layout: every image link is relative, so the folder can be zipped. */
export function contactSheet(shots: Shot[], failed: Set<string>, seconds: number): string {
  const layouts = [...new Set(shots.map((shot) => shot.layout))]
  const sections = layouts.map((layout) => {
    const own = shots.filter((shot) => shot.layout === layout)
    const codes = [...new Set(own.map((shot) => shot.code))].join(', ')
    return `<section id="${layout}"><h2>${layout} <small>${escape(codes)}</small></h2><div class="grid">${own.map((shot) => figure(shot, failed.has(shot.file))).join('')}</div></section>`
  })
  const index = layouts.map((layout) => `<a href="#${layout}">${layout}</a>`).join(' ')
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Playfront template gallery</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem;background:#f4f4f6;color:#15161a}nav a{margin-right:.75rem}
.grid{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}figure{margin:0;background:#fff;padding:6px;border-radius:6px;box-shadow:0 1px 3px #0002}
figure.desktop img{width:320px;height:200px}figure.mobile img{width:94px;height:203px}img{display:block;object-fit:cover;object-position:top}
figcaption{font-size:11px;margin-top:4px;max-width:320px}.failed div{width:200px;height:120px;display:grid;place-items:center;background:#fdd}h2 small{font-weight:400;color:#555}</style>
<h1>Playfront template gallery</h1><p>${shots.length} screenshots, ${failed.size} failed, ${seconds.toFixed(1)} s.</p><nav>${index}</nav>${sections.join('')}</html>\n`
}
