export type DeviceInfo = {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
  isWindows: boolean
  isMacOS: boolean
  isChrome: boolean
  isSafari: boolean
  isFirefox: boolean
  isEdge: boolean
  isOpera: boolean
  isSamsungBrowser: boolean
  isCrawler: boolean
}

const crawler =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|headlesschrome|pagespeed/i

/** iPadOS 13+ sends a Mac user agent; only touch support tells it apart. */
export function deviceInfo(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const ua = userAgent
  const isIpadAsMac = /Macintosh/.test(ua) && maxTouchPoints > 1
  const isIos = /iPhone|iPad|iPod/.test(ua) || isIpadAsMac
  const isAndroid = /Android/.test(ua)
  const isTablet =
    /iPad|Tablet|PlayBook|Silk/.test(ua) || isIpadAsMac || (isAndroid && !/Mobile/.test(ua))
  const isMobile = !isTablet && (/Mobi|iPhone|iPod|Windows Phone/.test(ua) || isAndroid)
  const isEdge = /Edg(e|A|iOS)?\//.test(ua)
  const isOpera = /OPR\/|Opera/.test(ua)
  const isSamsungBrowser = /SamsungBrowser\//.test(ua)
  const isFirefox = /Firefox\/|FxiOS\//.test(ua)
  const isChrome = /Chrome\/|CriOS\//.test(ua) && !isEdge && !isOpera && !isSamsungBrowser
  const isSafari =
    /Safari\//.test(ua) && !/Chrome\/|CriOS\/|FxiOS\/|Android/.test(ua) && !isEdge && !isOpera
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid,
    isWindows: /Windows/.test(ua),
    isMacOS: /Macintosh|Mac OS X/.test(ua) && !isIos,
    isChrome,
    isSafari,
    isFirefox,
    isEdge,
    isOpera,
    isSamsungBrowser,
    isCrawler: crawler.test(ua),
  }
}
