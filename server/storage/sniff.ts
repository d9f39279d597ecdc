/** The type of a file by its first bytes (magic numbers), never by its name. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'video/mp4' | 'video/quicktime' | 'video/webm' | 'application/pdf' | 'image/tiff';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return ascii(bytes, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (bytes.length >= 8 && ['moov', 'mdat', 'wide', 'free'].includes(ascii(bytes, 4, 8))) return 'video/quicktime';
  return null;
}
