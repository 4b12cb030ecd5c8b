/**
 * Build-time values, read in one place. They are replaced by the build (Vite's define), so there is nothing
 * to validate at run time, and no validator to load before the first screen.
 */
const env = import.meta.env as { VITE_APP_VERSION?: string; VITE_BUILD_CONFIG?: string };

/** The build version (VERSION header); set by vite.config.ts from package.json. */
export const APP_VERSION = env.VITE_APP_VERSION || '0.0.0-dev';

/**
 * Whether this build carries its own build config (JSON `{ "varStyles": { … } }` when the site is built for
 * one brand); without it the client asks the startup call for the build config (dev=true).
 */
export const HAS_BUILD_CONFIG = Boolean(env.VITE_BUILD_CONFIG);

/** The APP header: which client this is. */
export const APP_NAME = 'web';
