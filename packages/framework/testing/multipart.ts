/**
 * A multipart/form-data body of text fields and one file named `file`, as the console's import button sends it.
 * Only the query of such a request is signed: the file is no sign parameter.
 */
export function multipart(
  fileName: string,
  content: Buffer,
  fields: Record<string, string> = {},
): { readonly body: Buffer; readonly contentType: string } {
  const boundary = `----yanye${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
