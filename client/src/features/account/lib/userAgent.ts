/**
 * A browser's User-Agent in a few words for the sessions list ("Chrome" and "Linux"): the common browsers and systems
 * only, checked in an order that tells them apart (Edge and Opera also say Chrome; Chrome also says Safari; Android
 * also says Linux). Anything else is left unnamed rather than guessed.
 */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
