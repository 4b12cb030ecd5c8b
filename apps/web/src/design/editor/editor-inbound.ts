import { editorInboundMessageSchema, type EditorInboundMessage } from '@casino/contracts';

/**
 * Spec §4/§5 "Design-editor mode": a message is taken only when it is one of the editor's, well formed,
 * and carries the token this page was opened with. Everything else (other windows' messages, a wrong or
 * missing token, malformed data) is ignored silently: answers would tell a prober what the page expects.
 */
export function acceptEditorMessage(data: unknown, designToken: string | null): EditorInboundMessage | null {
  if (!designToken) return null;
  const parsed = editorInboundMessageSchema.safeParse(data);
  if (!parsed.success || parsed.data.designToken !== designToken) return null;
  return parsed.data;
}
