// A browser's User-Agent in plain words for the session list on /account: "Chrome on Android",
// "Safari on iPhone", "Firefox on Windows". Only the common browsers and systems are named; the
// rest are "Unknown browser" / "an unknown device". Pure (no server-only import): unit-tested.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  // Order matters: most browsers also claim to be Chrome, Safari or Mozilla.
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bChromium\/|\bHeadlessChrome\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

export const UNKNOWN_BROWSER = "Unknown browser";
export const UNKNOWN_SYSTEM = "an unknown device";

function first(userAgent: string, table: ReadonlyArray<[RegExp, string]>): string | null {
  for (const [pattern, name] of table) if (pattern.test(userAgent)) return name;
  return null;
}

/** "Chrome on Android"; "Unknown browser on an unknown device" without a User-Agent. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  return `${first(ua, BROWSERS) ?? UNKNOWN_BROWSER} on ${first(ua, SYSTEMS) ?? UNKNOWN_SYSTEM}`;
}
