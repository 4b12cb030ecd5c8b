import { z } from 'zod';

/** Build-time values, parsed once (STYLE: env parsed by zod in one place). */
const envSchema = z.object({
  /** Build version sent in the VERSION header; set by vite.config.ts from package.json. */
  VITE_APP_VERSION: z.string().min(1).default('0.0.0-dev'),
  /**
   * JSON of the build config (`{ "varStyles": { … } }`) when the site is built for one brand. Without it the
   * client asks the startup call for the build config (dev=true).
   */
  VITE_BUILD_CONFIG: z.string().optional(),
});

const parsed = envSchema.parse(import.meta.env);

/** The build version (VERSION header). */
export const APP_VERSION = parsed.VITE_APP_VERSION;

/** Whether this build carries its own build config (decides the startup call's `dev` flag). */
export const HAS_BUILD_CONFIG = Boolean(parsed.VITE_BUILD_CONFIG);

/** The APP header: which client this is. */
export const APP_NAME = 'web';
