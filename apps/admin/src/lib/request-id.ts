/**
 * A fresh id for a money-moving request (8–64 of [A-Za-z0-9_-]): made once when a dialog opens and sent
 * again on every retry, so a double click or a retried timeout is one adjustment on the server.
 */
export function newRequestId(): string {
  return `adm_${crypto.randomUUID().replaceAll('-', '')}`;
}
