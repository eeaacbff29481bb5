// Apart from the schemas: the browser's start path decodes the link without loading zod.

/** Reverses the "encryption" of a type-3 customer-service path (base64 of the UTF-8 URL). */
export function decodeCustomerServicePath(path: string): string {
  const binary = atob(path);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}
