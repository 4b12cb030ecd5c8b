/** Text made safe for HTML element content and attribute values, for the few server-rendered pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
