import { createContext, useContext, type ReactNode } from 'react';

import type { GlobalSettings, Theme } from '@casino/contracts';

import { resolveAsset } from './assets';

/** What every design block may read: the theme, the global settings and the shell's own pieces. */
export interface DesignContextValue {
  theme: Theme;
  settings: GlobalSettings;
  /** The account corner (login/register, or the player's profile menu), owned by the auth feature. */
  accountCorner: ReactNode;
  /** The language selector of the shell. */
  languageSelect: ReactNode;
  /** The country selector of the shell. */
  countrySelect: ReactNode;
}

const DesignContext = createContext<DesignContextValue | null>(null);

/** Provides the design to the blocks below. */
export const DesignProvider = DesignContext.Provider;

/** The design around a block; throws when a block is rendered outside a DesignProvider. */
export function useDesign(): DesignContextValue {
  const value = useContext(DesignContext);
  if (!value) throw new Error('useDesign() outside a DesignProvider');
  return value;
}

/** The block data's asset reference resolved through the theme's assetMappings (see resolveAsset). */
export function useAsset(): (src: string) => string {
  const mappings = useContext(DesignContext)?.theme.assetMappings ?? {};
  return (src) => resolveAsset(src, mappings);
}
