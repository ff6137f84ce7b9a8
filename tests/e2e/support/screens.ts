import { devices, type BrowserContextOptions } from '@playwright/test'

/**
 * A phone and a desktop, as the first-visit specs open the site. A phone says so in its
 * User-Agent: the server draws the phone's layout from it.
 */
export const screens: Record<'phone' | 'desktop', BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
  },
  desktop: { viewport: { width: 1366, height: 900 } },
}
