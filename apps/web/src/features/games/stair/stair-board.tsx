import { STAIR_BOARDS, STAIR_CRACKED } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { PlankArt } from '../components/game-art';
import { LadderBoard, type SpotLook } from '../components/ladder-board';
import type { GameBoardProps } from '../game-board';

/** The stair's steps before a bet: ten steps of five boards, more of them cracked higher up. */
export const STAIR_ROWS = STAIR_CRACKED.map((cracked) => ({
  kind: 'pick' as const,
  size: STAIR_BOARDS,
  safe: STAIR_BOARDS - cracked,
}));

function spotArt(look: SpotLook) {
  return <PlankArt cracked={look === 'hit' || look === 'trap'} />;
}

/** Stair: ten steps of five boards; step on a whole one to climb, a cracked one ends the round. */
export function StairBoard(props: GameBoardProps) {
  const { t } = useTranslation();
  return (
    <LadderBoard
      {...props}
      previewRows={STAIR_ROWS}
      renderSpot={spotArt}
      variant="stair"
      labels={{
        board: t('STAIR_BOARD'),
        row: (row) => t('STAIR_STEP', { row }),
        spot: (spot) => t('STAIR_PLANK', { spot }),
      }}
    />
  );
}
