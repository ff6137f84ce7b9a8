import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './crawler-files.ts'

describe('robotsTxt', () => {
  const robots = robotsTxt('https://casino1.example')

  it('keeps account and guest-only pages out of search in every language', () => {
    for (const path of [
      '/account',
      '/fil/account',
      '/zh/deposit',
      '/forgot-password',
      '/zh/forgot-password',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`)
  })

  it('leaves public pages open and names the sitemap', () => {
    expect(robots).not.toMatch(/Disallow: \/slots\n/)
    expect(robots).toContain('Sitemap: https://casino1.example/sitemap.xml')
  })
})

describe('sitemapXml', () => {
  const sitemap = sitemapXml('https://casino1.example', ['en', 'zh'])

  it('lists every public page in each language the tenant offers', () => {
    expect(sitemap).toContain('<loc>https://casino1.example/about</loc>')
    expect(sitemap).toContain('<loc>https://casino1.example/zh/about</loc>')
    expect(sitemap).toContain('<loc>https://casino1.example/zh</loc>')
    expect(sitemap).not.toContain('/fil/')
  })

  it('never lists an account page, a guest-only page or the preloader', () => {
    for (const path of ['/account', '/deposit', '/forgot-password', '/preloader'])
      expect(sitemap).not.toContain(`https://casino1.example${path}<`)
  })

  it('gives each page its hreflang alternates and an English x-default', () => {
    const about = sitemap.slice(sitemap.indexOf('<loc>https://casino1.example/zh/about</loc>'))
    const entry = about.slice(0, about.indexOf('</url>'))
    expect(entry).toContain('hreflang="en" href="https://casino1.example/about"')
    expect(entry).toContain('hreflang="zh-Hans" href="https://casino1.example/zh/about"')
    expect(entry).toContain('hreflang="x-default" href="https://casino1.example/about"')
  })
})
