import type { UploadContentType } from '@casino/contracts';

/** A type we accept, known by the first bytes of the file (never by the name or the browser's claim). */
interface Signature {
  contentType: UploadContentType;
  extension: string;
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', extension: 'jpg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/gif',
    extension: 'gif',
    matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
  { contentType: 'application/pdf', extension: 'pdf', matches: (head) => startsWith(head, ascii('%PDF-')) },
];

/** The type the content proves, or undefined when it is none we accept. */
export function detectFileType(
  content: Buffer,
): { contentType: UploadContentType; extension: string } | undefined {
  const found = SIGNATURES.find((signature) => signature.matches(content));
  return found && { contentType: found.contentType, extension: found.extension };
}

/** The content type of a stored file, from the extension its content proved at upload. */
export function contentTypeOfStoredName(name: string): UploadContentType | undefined {
  const extension = name.split('.').pop();
  return SIGNATURES.find((signature) => signature.extension === extension)?.contentType;
}

export const isImageType = (contentType: string) => contentType.startsWith('image/');
