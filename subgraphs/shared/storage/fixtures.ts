/** Test-only byte fixtures: real magic numbers, padded to any size. */
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

export const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: ascii("GIF89a"),
  webp: [...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")],
  pdf: ascii("%PDF-1.7\n"),
  svg: ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: ascii("<!doctype html><script>alert(1)</script>"),
} as const;

export function fileOf(kind: keyof typeof MAGIC, size = 64): Uint8Array {
  const magic = MAGIC[kind];
  const bytes = new Uint8Array(Math.max(size, magic.length));
  bytes.set(magic);
  return bytes.subarray(0, size < magic.length ? magic.length : size);
}
