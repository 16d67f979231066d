/** Debian's Chromium, found once for every browser test and benchmark. */
import { existsSync } from 'node:fs'

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

export function findChromium(): string {
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)))
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: Google Chrome) ' +
        'or set CHROMIUM_PATH to its executable. Browser tests never skip silently.',
    )
  }
  return found
}

/** Without these, Chromium reaches for the network at start and stalls on a closed machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
