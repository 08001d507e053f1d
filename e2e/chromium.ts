/**
 * How every browser run here launches Chromium: Debian's build (never a downloaded one), headless, with the
 * background networking switched off (this machine's closed network refuses it).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
