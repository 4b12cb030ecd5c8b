/** Custom-property names the build config may set: `--name` or a bare `name`, letters, digits and dashes. */
const PROPERTY_NAME = /^(--)?[A-Za-z][\w-]*$/;

/**
 * Puts the build config's varStyles (spec §3 "buildConfig") on :root as CSS custom properties, so the
 * server's colours override the shell's defaults. Names without the leading `--` get it; anything that
 * is not a plain name is ignored.
 */
export function applyVarStyles(
  varStyles: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(varStyles)) {
    if (!PROPERTY_NAME.test(name)) continue;
    root.style.setProperty(name.startsWith('--') ? name : `--${name}`, value);
  }
}
