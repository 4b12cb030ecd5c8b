import { oddsChangeChoiceSchema, type OddsChangeChoice } from '@casino/contracts';
import { create } from 'zustand';

import { readLocal, writeLocal } from '../../../lib/storage/local-storage';

/** The player's choices of the sportsbook: play money or real, and how price changes are taken. */
export interface SportsPrefs {
  /** A logged-in player chose demo play (visitors always play demo). */
  demoChosen: boolean;
  /** How a price change between seeing and placing is taken; remembered in this browser. */
  oddsChange: OddsChangeChoice;
  setDemoChosen: (demo: boolean) => void;
  setOddsChange: (choice: OddsChangeChoice) => void;
}

function storedOddsChange(): OddsChangeChoice {
  const parsed = oddsChangeChoiceSchema.safeParse(readLocal('sportsOddsChange'));
  return parsed.success ? parsed.data : 'none';
}

export const useSportsPrefs = create<SportsPrefs>()((set) => ({
  demoChosen: false,
  oddsChange: storedOddsChange(),
  setDemoChosen: (demoChosen) => set({ demoChosen }),
  setOddsChange: (oddsChange) => {
    writeLocal('sportsOddsChange', oddsChange);
    set({ oddsChange });
  },
}));
